import type { CallableRequest } from 'firebase-functions/v2/https';
import { creditPaypalOrder } from '../wallet/addBalance';

/**
 * A wager paid with PayPal (a challenge, a double-down, a Kills + Win): the order is verified with PayPal on the
 * server exactly like a deposit (completed, USD, this amount, and the custom id naming this user and this wager)
 * and credited to the payer's balance once, under its own request id; the wager then stakes it from the balance.
 * Should the wager be refused (a limit, the wager closed meanwhile), the money stays in the payer's balance.
 */
export async function payByPaypal(input: {
  uid: string;
  orderId: string;
  amount: number;
  customId: string;
  requestId: string;
  sessionId: string | null;
  raw: CallableRequest<unknown>;
}): Promise<void> {
  await creditPaypalOrder(
    input.uid,
    { orderId: input.orderId, amount: input.amount, requestId: `${input.requestId}_paypal`, sessionId: input.sessionId },
    input.raw,
    input.customId,
  );
}
