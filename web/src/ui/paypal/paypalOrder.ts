import { walletMessages } from '@shared/wallet/messages';

const env = import.meta.env;
/** The PayPal REST app's client id; required for both the real script and the sandbox. */
export const PAYPAL_CLIENT_ID = (env.VITE_PAYPAL_CLIENT_ID as string | undefined)?.trim() ?? '';
/** Set in development and tests: the local sandbox's PayPal base URL, used instead of PayPal's script. */
export const PAYPAL_SANDBOX_URL = (env.VITE_PAYPAL_SANDBOX_URL as string | undefined)?.trim().replace(/\/+$/, '') ?? '';

export function requirePaypalClientId(): string {
  if (!PAYPAL_CLIENT_ID) throw new Error(walletMessages.configRequired);
  return PAYPAL_CLIENT_ID;
}

/**
 * PayPal's script as Clutchpot loads it: US dollars, captured on approval, and no way to pay by card at PayPal
 * (its guest card form cannot tell a debit card from a credit card), by PayPal Credit or by Pay Later. Gambling
 * by credit card is not allowed in Great Britain, and the Terms say so; this is also why analytics never sends
 * `pay_with_credit_card`.
 */
export const paypalScriptOptions = (clientId: string) => ({
  clientId,
  currency: 'USD',
  intent: 'capture',
  disableFunding: ['card', 'credit', 'paylater'],
});

/**
 * What an order pays for: the custom id names the payer and the purpose (the server refuses an order whose custom id
 * is not the one it expects), the description is what the payer sees at PayPal.
 */
export interface PaypalPurchase {
  customId: string;
  description: string;
}

/** The Orders v2 create body: capture intent, one purchase unit in USD. */
export function paypalOrderBody(purchase: PaypalPurchase, amountCents: number) {
  return {
    intent: 'CAPTURE' as const,
    purchase_units: [
      {
        description: purchase.description,
        custom_id: purchase.customId,
        amount: { currency_code: 'USD', value: (amountCents / 100).toFixed(2) },
      },
    ],
  };
}

/** What a PayPal checkout, real or sandbox, is given by the form that opens it. */
export interface PaypalCheckoutProps {
  amountCents: number;
  purchase: PaypalPurchase;
  /** Shown while the server verifies the captured order and books it, e.g. 'Adding $50.00 to your balance…'. */
  bookingLabel: string;
  /** After PayPal captured the order: the server verifies it and books the payment. A rejection calls onFailed. */
  onCaptured: (orderId: string) => Promise<void>;
  onFailed: (error: unknown) => void;
  onCancelled: () => void;
}
