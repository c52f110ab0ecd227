import { FirebaseError } from 'firebase/app';
import { callFunction } from '../../../lib/callables';
import { requirePaypalClientId, type PaypalPurchase } from '../../../ui/paypal/paypalOrder';
import type { DepositResult } from '../depositToast';
import { PAYPAL_ORDER_DESCRIPTION, paypalCustomId } from '@shared/wallet/constants';

/** A deposit's PayPal order: tagged with the user, described as adding money to the cash balance. */
export const depositPurchase = (uid: string): PaypalPurchase => ({ customId: paypalCustomId(uid), description: PAYPAL_ORDER_DESCRIPTION });

/** Failures worth repeating with the same request id: the first attempt may or may not have reached the server. */
const TRANSIENT_CODES = new Set(['functions/unavailable', 'functions/deadline-exceeded', 'functions/internal']);
const RETRIES = 2;
const RETRY_DELAY_MS = 1_000;

/**
 * After PayPal captured an order: asks the server to verify it with PayPal and credit the balance. The request
 * id belongs to this deposit attempt, so a retry can never credit the same payment twice.
 */
export async function completePaypalDeposit(options: { orderId: string; amountCents: number; requestId: string }): Promise<DepositResult> {
  const { orderId, amountCents, requestId } = options;
  const request = { orderId, amount: amountCents, clientId: requirePaypalClientId(), requestId };
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
