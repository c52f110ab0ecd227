/** Support desk money: balance adjustments either way (never below zero) and Bonus Credit grants. */
import { expectCallableError } from '../../support/client';
import { newRequestId } from '../../functions/walletSupport';
import { supportMessages } from '../../../functions/src/shared/support/messages';
import type { MoneyModel } from '../model';
import { count, deliver, expectAnswered, FAULT_OF, sendRequest, type Delivery, type World } from '../world';
import type { SimCommand } from './command';

const REASON = 'Simulated support ticket';

export class SupportAdjustment implements SimCommand {
  constructor(
    readonly user: number,
    readonly cents: number,
    readonly delivery: Delivery,
  ) {}

  check = () => true;

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, this.cents > 0 ? 'support credit' : 'support debit', FAULT_OF[this.delivery]);
    const request = { userId: world.users[this.user]!.uid, amount: this.cents, reason: REASON, requestId: newRequestId() };
    if (model.accounts[this.user]!.balance + this.cents < 0) {
      const message = await expectCallableError(world.desk.call('adjustUserBalance', request), 'failed-precondition');
      if (message !== supportMessages.adjustmentBelowZero) throw new Error(`adjustUserBalance refused with "${message}"`);
      return;
    }
    expectAnswered('adjustUserBalance', await deliver(this.delivery, () => world.desk.call('adjustUserBalance', request)));
    model.adjust(this.user, this.cents);
  }

  toString = () => `SupportAdjustment(user ${this.user}, ${this.cents}, ${this.delivery})`;
}

export class BonusCreditGrant implements SimCommand {
  constructor(
    readonly user: number,
    readonly credits: number,
    readonly delivery: Delivery,
  ) {}

  check = () => true;

  async run(model: MoneyModel, world: World): Promise<void> {
    const request = { userId: world.users[this.user]!.uid, bonusCredits: this.credits, reason: REASON, requestId: newRequestId() };
    await sendRequest(world, 'bonus credit grant', this.delivery, 'grantUserBonusCredits', () => world.desk.call('grantUserBonusCredits', request));
    model.grantCredits(this.user, this.credits);
  }

  toString = () => `BonusCreditGrant(user ${this.user}, ${this.credits}, ${this.delivery})`;
}
