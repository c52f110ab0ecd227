import { defineCallable } from '../core/callable';
import { applyLedgerChanges } from '../ledger/ledger';
import { accountOf } from '../ledger/account';
import { supportMessages } from '../shared/support/messages';
import { appliedOutcome, refuse, runSupportAction, supportLedgerKey } from './supportAction';

/**
 * Adds cash to or takes cash from a balance: an admin_adjustment ledger entry balanced by the house
 * `adjustments` bucket. A balance never goes below zero.
 */
export const adjustUserBalance = defineCallable('adjustUserBalance', { allow: ['superAdmin'] }, (data, caller) =>
  runSupportAction(
    'adjustUserBalance',
    data,
    caller,
    async ({ tx, user, auditId }) => {
      const before = accountOf(user).balance;
      if (before + data.amount < 0) refuse(supportMessages.adjustmentBelowZero);
      const [change] = await applyLedgerChanges(tx, [
        {
          uid: data.userId,
          idempotencyKey: supportLedgerKey(data.requestId),
          type: 'admin_adjustment',
          cash: data.amount,
          reason: 'support_adjustment',
          reference: { kind: 'audit', id: auditId },
        },
      ]);
      const outcome = appliedOutcome(change);
      return { before: { balance: before }, after: { balance: outcome.account.balance } };
    },
    { money: true },
  ),
);
