import type { CallableRequest } from 'firebase-functions/v2/https';
import { creditPaypalOrder } from '../wallet/addBalance';

/** What a wager request says of the money a PayPal order pays: the cash part (cents) and its own ids. */
export interface PaypalPaidWager {
  basePrice: number;
  requestId: string;
}

/**
 * A wager paid with PayPal (a challenge, a double-down, a Kills + Win): the order is verified with PayPal on the
 * server exactly like a deposit (completed, USD, the wager's cash part, and the custom id naming this user and this
 * wager) and credited to the payer's balance once, under its own request id; the wager then stakes it from the
 * balance. Should the wager be refused (a limit, the wager closed meanwhile), the money stays in the payer's balance.
 */
export async function payByPaypal(uid: string, orderId: string, wager: PaypalPaidWager, customId: string, raw: CallableRequest<unknown>): Promise<void> {
  await creditPaypalOrder(uid, { orderId, amount: wager.basePrice, requestId: `${wager.requestId}_paypal` }, raw, customId);
}
