import { FirebaseError } from 'firebase/app';
import { callFunction } from '../../../lib/callables';
import type { DepositResult } from '../depositToast';
import { PAYPAL_ORDER_DESCRIPTION, paypalCustomId } from '@shared/wallet/constants';
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

/** What an order pays for: the custom id the server checks (this user, this deposit or wager) and its description. */
export interface PaypalPurchase {
  customId: string;
  description: string;
}

export const depositPurchase = (uid: string): PaypalPurchase => ({ customId: paypalCustomId(uid), description: PAYPAL_ORDER_DESCRIPTION });

/** The Orders v2 create body: capture intent, one purchase unit in USD tagged with the purchase's custom id. */
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

/** Failures worth repeating with the same request id: the first attempt may or may not have reached the server. */
const TRANSIENT_CODES = new Set(['functions/unavailable', 'functions/deadline-exceeded', 'functions/internal']);
const RETRIES = 2;
const RETRY_DELAY_MS = 1_000;

/**
 * After PayPal captured an order: asks the server to verify it with PayPal and credit the balance. The request
 * id belongs to this deposit attempt, so a retry can never credit the same payment twice.
 */
export async function completePaypalDeposit(options: {
  orderId: string | undefined;
  amountCents: number;
  requestId: string;
}): Promise<DepositResult> {
  const { orderId, amountCents, requestId } = options;
  if (!orderId) throw new Error(walletMessages.noOrderId);
  const request = { orderId, amount: amountCents, clientId: requirePaypalClientId(), sessionId: null, requestId };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callFunction('addBalance', request);
    } catch (error) {
      const transient = error instanceof FirebaseError && TRANSIENT_CODES.has(error.code);
      if (!transient || attempt >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
    }
  }
}

/** A PayPal payment, real or sandbox: the order is created and captured in the browser, then `complete` has the server verify and use it. */
export interface PaypalPaymentProps<T> {
  purchase: PaypalPurchase;
  amountCents: number;
  complete: (orderId: string) => Promise<T>;
  /** What the overlay says while `complete` runs. */
  completingLabel: string;
  onPaid: (result: T) => void;
  onFailed: (error: unknown) => void;
  onCancelled: () => void;
}

/** What the deposit form gives a PayPal checkout, real or sandbox. */
export interface PaypalCheckoutProps {
  uid: string;
  amountCents: number;
  /** One per deposit attempt; reused if the credit has to be retried. */
  requestId: string;
  onDeposited: (result: DepositResult) => void;
  onFailed: (error: unknown) => void;
  onCancelled: () => void;
}
