import { formatCents } from '@shared/core/money';
import { formatWalletMessage } from '@shared/wallet/messages';
import { useWrite, type Write } from '../../lib/useWrite';
import { payoutErrorMessage } from './payoutErrors';

export interface PaypalPayout {
  /** Cents. */
  amount: number;
  email: string;
}

const initiated = (cents: number) => formatWalletMessage.payoutInitiated(formatCents(cents));
const failure = (_refusal: unknown, error: unknown) => ({ message: payoutErrorMessage(error) });

/** Withdraws to a PayPal account (makePayout); a confirmed withdrawal sent again pays nothing twice. */
export function usePaypalPayout(): Write<PaypalPayout, unknown> {
  return useWrite({
    callable: 'makePayout',
    request: ({ amount, email }: PaypalPayout, requestId) => ({ amount, email, gateway: 'paypal' as const, requestId }),
    success: (_response, payout) => initiated(payout.amount),
    failure,
  });
}

/** Withdraws `cents` by Instant Bank Transfer, paid in GBP (createTrueLayerPayout). */
export function useBankPayout(): Write<number, unknown> {
  return useWrite({
    callable: 'createTrueLayerPayout',
    request: (cents: number, requestId) => ({ amount: cents, currency: 'GBP' as const, requestId }),
    success: (_response, cents) => initiated(cents),
    failure,
  });
}
