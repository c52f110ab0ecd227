import { callFunction } from '../../lib/callables';

export interface PaypalPayout {
  /** Cents. */
  amount: number;
  email: string;
}

/** Withdraws to a PayPal account (makePayout); `requestId` makes a repeated request pay nothing twice. */
export function sendPaypalPayout({ amount, email }: PaypalPayout, requestId: string) {
  return callFunction('makePayout', { amount, email, gateway: 'paypal', requestId });
}

/** Withdraws `cents` by Instant Bank Transfer, paid in GBP (createTrueLayerPayout). */
export function sendBankPayout(cents: number, requestId: string) {
  return callFunction('createTrueLayerPayout', { amount: cents, currency: 'GBP', requestId });
}
