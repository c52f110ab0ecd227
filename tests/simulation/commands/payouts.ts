/** PayPal payouts: completed, denied (refunded by webhook), held then completed or denied, refused by the provider. */
import { expectCallableError } from '../../support/client';
import { completeHeldPaypalPayout, hasProviderId, hasStatus, redeliver, sentWebhook, waitForPayout } from '../../functions/payoutSupport';
import { newRequestId } from '../../functions/walletSupport';
import { walletMessages } from '../../../functions/src/shared/wallet/messages';
import type { MoneyModel } from '../model';
import { count, deliver, expectAnswered, FAULT_OF, type Delivery, type World } from '../world';
import type { SimCommand } from './command';

/** What the sandbox PayPal does with the payout, chosen by the receiver's address. */
export type PayoutOutcome = 'success' | 'deny' | 'reject' | 'hold-success' | 'hold-deny';

const RECEIVER: Record<PayoutOutcome, string> = {
  success: 'winner@example.test',
  deny: 'deny@example.test',
  reject: 'reject@example.test',
  'hold-success': 'hold@example.test',
  'hold-deny': 'hold@example.test',
};

export class PaypalPayout implements SimCommand {
  constructor(
    readonly user: number,
    readonly cents: number,
    readonly outcome: PayoutOutcome,
    readonly delivery: Delivery,
    /** PayPal delivers the payout's final webhook once more after it was handled (a provider retry). */
    readonly webhookAgain: boolean,
  ) {}

  check = () => true;

  async run(model: MoneyModel, world: World): Promise<void> {
    const balance = model.accounts[this.user]!.balance;
    if (this.cents > balance) return this.refused(world, balance);
    const fault = this.outcome === 'reject' ? 'provider error' : FAULT_OF[this.delivery];
    count(world, `payout ${this.outcome}`, fault);
    const user = world.users[this.user]!;
    const request = { amount: this.cents, email: RECEIVER[this.outcome], gateway: 'paypal', requestId: newRequestId() };
    if (this.outcome === 'reject') {
      const message = await expectCallableError(user.call('makePayout', request), 'failed-precondition');
      if (message !== walletMessages.payoutFailed) throw new Error(`makePayout refused with "${message}"`);
      return;
    }
    expectAnswered('makePayout', await deliver(this.delivery, () => user.call('makePayout', request)));
    model.payout(this.user, this.cents);
    if (this.outcome.startsWith('hold')) {
      const held = await waitForPayout(user.uid, request.requestId, hasProviderId);
      await completeHeldPaypalPayout(held.providerId!, this.outcome === 'hold-success' ? 'SUCCESS' : 'DENIED');
    }
    const failed = this.outcome.endsWith('deny');
    const done = await waitForPayout(user.uid, request.requestId, hasStatus(failed ? 'failed' : 'completed'));
    if (failed) model.refundPayout(this.user, this.cents);
    if (this.webhookAgain) await this.deliverAgain(world, done.providerId!, failed);
  }

  private async deliverAgain(world: World, batchId: string, failed: boolean): Promise<void> {
    world.stats.faults['payout webhook delivered again'] = (world.stats.faults['payout webhook delivered again'] ?? 0) + 1;
    const type = failed ? 'PAYMENT.PAYOUTSBATCH.DENIED' : 'PAYMENT.PAYOUTSBATCH.SUCCESS';
    const batchOf = (body: Record<string, unknown>) => (body.resource as { batch_header?: { payout_batch_id?: string } }).batch_header?.payout_batch_id;
    const status = await redeliver(await sentWebhook(type, (body) => batchOf(body) === batchId));
    if (status !== 200) throw new Error(`The ${type} webhook delivered again was answered ${status}`);
  }

  /** More than the balance is refused before any provider is asked, moving nothing. */
  private async refused(world: World, balance: number): Promise<void> {
    count(world, 'payout refused (balance)', null);
    const request = { amount: this.cents, email: RECEIVER[this.outcome], gateway: 'paypal', requestId: newRequestId() };
    const message = await expectCallableError(world.users[this.user]!.call('makePayout', request), 'failed-precondition');
    const expected = balance <= 0 ? walletMessages.payoutInsufficient : walletMessages.payoutExceedsBalance;
    if (message !== expected) throw new Error(`makePayout of ${this.cents} on ${balance} refused with "${message}", not "${expected}"`);
  }

  toString = () => `PaypalPayout(user ${this.user}, ${this.cents}, ${this.outcome}, ${this.delivery}${this.webhookAgain ? ', webhook again' : ''})`;
}
