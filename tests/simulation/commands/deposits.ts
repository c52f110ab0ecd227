/** Deposits: PayPal through addBalance, bank (TrueLayer) through the hosted page and its webhook. */
import { accountOf, authorizeBankPayment, newRequestId, paidOrder, startBankPayment, waitFor } from '../../functions/walletSupport';
import type { MoneyModel } from '../model';
import { count, sendRequest, type Delivery, type World } from '../world';
import type { SimCommand } from './command';

export class PaypalDeposit implements SimCommand {
  constructor(
    readonly user: number,
    readonly cents: number,
    readonly delivery: Delivery,
  ) {}

  check = () => true;

  async run(model: MoneyModel, world: World): Promise<void> {
    const user = world.users[this.user]!;
    const orderId = await paidOrder(user.uid, this.cents);
    const request = { orderId, amount: this.cents, requestId: newRequestId() };
    await sendRequest(world, 'paypal deposit', this.delivery, 'addBalance', () => user.call('addBalance', request));
    model.deposit(this.user, this.cents);
  }

  toString = () => `PaypalDeposit(user ${this.user}, ${this.cents}, ${this.delivery})`;
}

export class BankDeposit implements SimCommand {
  constructor(
    readonly user: number,
    readonly cents: number,
  ) {}

  check = () => true;

  async run(model: MoneyModel, world: World): Promise<void> {
    count(world, 'bank deposit', null);
    const user = world.users[this.user]!;
    const { paymentId } = await startBankPayment(user, this.cents);
    await authorizeBankPayment(paymentId, 'settle');
    model.bankDeposit(this.user, this.cents);
    // The webhook credits the deposit: wait until the balance the model expects arrives (or time runs out).
    const expected = model.accounts[this.user]!.balance;
    await waitFor(() => accountOf(user.uid), (account) => account.balance === expected, 15_000);
  }

  toString = () => `BankDeposit(user ${this.user}, ${this.cents})`;
}
