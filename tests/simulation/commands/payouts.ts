/**
 * PayPal payouts: completed, denied (refunded by webhook), held then completed or denied, refused by the provider;
 * and a late denial webhook for a payout that already completed, which must move nothing.
 */
import { expectCallableError } from '../../support/client';
import {
  completeHeldBankPayout,
  completeHeldPaypalPayout,
  hasProviderId,
  hasStatus,
  redeliver,
  resetSandbox,
  sendLateBankWebhook,
  sendLatePaypalWebhook,
  setBankPayoutBehaviour,
  sentWebhook,
  waitForPayout,
  webhookDeliveries,
} from '../../functions/payoutSupport';
import { waitFor } from '../../functions/walletSupport';
import { newRequestId } from '../../functions/walletSupport';
import { walletMessages } from '../../../functions/src/shared/wallet/messages';
import type { MoneyModel } from '../model';
import { count, sendRequest, type Delivery, type World } from '../world';
import type { SimCommand } from './command';

/** What the sandbox PayPal does with the payout, chosen by the receiver's address. */
export type PayoutOutcome = 'success' | 'deny' | 'reject' | 'hold-success' | 'hold-deny';

const batchOf = (body: Record<string, unknown>) => (body.resource as { batch_header?: { payout_batch_id?: string } }).batch_header?.payout_batch_id;

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
    const user = world.users[this.user]!;
    const request = { amount: this.cents, email: RECEIVER[this.outcome], gateway: 'paypal', requestId: newRequestId() };
    if (this.outcome === 'reject') {
      count(world, `payout ${this.outcome}`, 'provider error');
      const message = await expectCallableError(user.call('makePayout', request), 'failed-precondition');
      if (message !== walletMessages.payoutFailed) throw new Error(`makePayout refused with "${message}"`);
      return;
    }
    await sendRequest(world, `payout ${this.outcome}`, this.delivery, 'makePayout', () => user.call('makePayout', request));
    model.payout(this.user, this.cents);
    if (this.outcome.startsWith('hold')) {
      const held = await waitForPayout(user.uid, request.requestId, hasProviderId);
      await completeHeldPaypalPayout(held.providerId!, this.outcome === 'hold-success' ? 'SUCCESS' : 'DENIED');
    }
    const failed = this.outcome.endsWith('deny');
    const done = await waitForPayout(user.uid, request.requestId, hasStatus(failed ? 'failed' : 'completed'));
    if (failed) model.refundPayout(this.user, this.cents);
    else {
      world.completedPayouts.push(done.providerId!);
      model.completedPayouts += 1;
    }
    if (this.webhookAgain) await this.deliverAgain(world, done.providerId!, failed);
  }

  private async deliverAgain(world: World, batchId: string, failed: boolean): Promise<void> {
    world.stats.faults['payout webhook delivered again'] = (world.stats.faults['payout webhook delivered again'] ?? 0) + 1;
    const type = failed ? 'PAYMENT.PAYOUTSBATCH.DENIED' : 'PAYMENT.PAYOUTSBATCH.SUCCESS';
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

/**
 * PayPal says, late and out of order, that a payout which completed was denied (once, or twice at once): the
 * webhook is acknowledged and nothing moves, since the money left with the completion.
 */
export class LatePayoutDenial implements SimCommand {
  constructor(
    readonly payout: number,
    readonly parallel: boolean,
  ) {}

  check = (model: Readonly<MoneyModel>) => model.completedPayouts > 0;

  async run(_model: MoneyModel, world: World): Promise<void> {
    count(world, 'late denial after a completed payout', this.parallel ? 'late webhook twice at once' : 'late webhook');
    const batchId = world.completedPayouts[this.payout % world.completedPayouts.length]!;
    const type = 'PAYMENT.PAYOUTSBATCH.DENIED';
    const denials = async () => (await webhookDeliveries()).filter((delivery) => delivery.type === type && batchOf(delivery.body as Record<string, unknown>) === batchId);
    const before = (await denials()).length;
    const sends = this.parallel ? 2 : 1;
    await Promise.all(Array.from({ length: sends }, () => sendLatePaypalWebhook(batchId, 'DENIED')));
    const sent = await waitFor(denials, (found) => found.length === before + sends && found.every((delivery) => delivery.status !== 'pending'));
    const refused = sent.filter((delivery) => delivery.status !== 200);
    if (refused.length > 0) throw new Error(`A late ${type} webhook for ${batchId} was answered ${refused.map((delivery) => delivery.status).join(', ')}`);
  }

  toString = () => `LatePayoutDenial(payout ${this.payout}${this.parallel ? ', twice at once' : ''})`;
}

/** What the sandbox TrueLayer does with a bank payout: executed, failed, refused, or held then executed or failed. */
export type BankPayoutOutcome = 'executed' | 'failed' | 'reject' | 'hold-executed' | 'hold-failed';

const BANK_BEHAVIOUR: Record<BankPayoutOutcome, 'success' | 'failed' | 'reject' | 'hold'> = {
  executed: 'success',
  failed: 'failed',
  reject: 'reject',
  'hold-executed': 'hold',
  'hold-failed': 'hold',
};

/**
 * A bank (TrueLayer) payout to the account a bank deposit put on file: debited at once, refunded when TrueLayer
 * refuses it or the payout fails; once executed, a late failure webhook (twice at once) must move nothing.
 */
export class BankPayout implements SimCommand {
  constructor(
    readonly user: number,
    readonly cents: number,
    readonly outcome: BankPayoutOutcome,
    readonly lateFailure: boolean,
  ) {}

  check = (model: Readonly<MoneyModel>) => model.accounts[this.user]!.bank && this.cents <= model.accounts[this.user]!.balance;

  async run(model: MoneyModel, world: World): Promise<void> {
    const late = this.lateFailure && this.outcome.endsWith('executed');
    count(world, `bank payout ${this.outcome}`, this.outcome === 'reject' ? 'provider error' : late ? 'late failure webhook twice at once' : null);
    const user = world.users[this.user]!;
    const request = { amount: this.cents, currency: 'GBP', requestId: newRequestId() };
    await setBankPayoutBehaviour(BANK_BEHAVIOUR[this.outcome]);
    try {
      if (this.outcome === 'reject') {
        const message = await expectCallableError(user.call('createTrueLayerPayout', request), 'failed-precondition');
        if (message !== walletMessages.payoutFailed) throw new Error(`createTrueLayerPayout refused with "${message}"`);
        return;
      }
      await user.call('createTrueLayerPayout', request);
    } finally {
      await resetSandbox();
    }
    model.payout(this.user, this.cents);
    if (this.outcome.startsWith('hold')) {
      const held = await waitForPayout(user.uid, request.requestId, hasProviderId);
      await completeHeldBankPayout(held.providerId!, this.outcome === 'hold-executed' ? 'executed' : 'failed');
    }
    const failed = this.outcome.endsWith('failed');
    const done = await waitForPayout(user.uid, request.requestId, hasStatus(failed ? 'failed' : 'completed'));
    if (failed) model.refundPayout(this.user, this.cents);
    if (late) await this.lateFailureWebhooks(done.providerId!);
  }

  private async lateFailureWebhooks(payoutId: string): Promise<void> {
    const failures = async () => (await webhookDeliveries()).filter((delivery) => delivery.type === 'payout_failed' && (delivery.body as { payout_id?: string }).payout_id === payoutId);
    const before = (await failures()).length;
    await Promise.all([sendLateBankWebhook(payoutId, 'failed'), sendLateBankWebhook(payoutId, 'failed')]);
    const sent = await waitFor(failures, (found) => found.length === before + 2 && found.every((delivery) => delivery.status !== 'pending'));
    const refused = sent.filter((delivery) => delivery.status !== 200);
    if (refused.length > 0) throw new Error(`A late payout_failed webhook for ${payoutId} was answered ${refused.map((delivery) => delivery.status).join(', ')}`);
  }

  toString = () => `BankPayout(user ${this.user}, ${this.cents}, ${this.outcome}${this.lateFailure ? ', late failure webhook' : ''})`;
}
