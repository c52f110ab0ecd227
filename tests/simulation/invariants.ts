/** What must hold after every step of the simulation. */
import { reconcile } from '../../functions/src/ledger/reconcile';
import { accountOf } from '../functions/walletSupport';
import type { MoneyModel } from './model';
import type { World } from './world';

/** Reconcile is clean bucket by bucket, no balance is negative, and every account holds what the model says. */
export async function checkInvariants(model: MoneyModel, world: World, step: string): Promise<void> {
  world.stats.checks += 1;
  const [report, accounts] = await Promise.all([reconcile(), Promise.all(world.users.map((user) => accountOf(user.uid)))]);
  if (!report.ok || report.discrepancies.length > 0) {
    throw new Error(`After ${step}: reconcile found ${JSON.stringify(report.discrepancies)}`);
  }
  accounts.forEach((account, index) => {
    const expected = model.accounts[index]!;
    const actual = { balance: account.balance, credits: account.credits, chest: account.bonus.credits, progress: account.bonus.balance };
    const wanted = { balance: expected.balance, credits: expected.credits, chest: expected.chest, progress: expected.progress };
    if (actual.balance < 0 || actual.credits < 0 || actual.chest < 0) {
      throw new Error(`After ${step}: user ${index} has a negative account ${JSON.stringify(actual)}`);
    }
    if (JSON.stringify(actual) !== JSON.stringify(wanted)) {
      throw new Error(`After ${step}: user ${index} holds ${JSON.stringify(actual)}, the model says ${JSON.stringify(wanted)}`);
    }
  });
}
