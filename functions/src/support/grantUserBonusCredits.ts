import { defineCallable } from '../core/callable';
import { applyLedgerChanges } from '../ledger/ledger';
import { accountOf } from '../ledger/account';
import { appliedOutcome, runSupportAction, supportLedgerKey } from './supportAction';

/** Grants spendable Bonus Credits: an admin_adjustment ledger entry and a bonus_credits_added notification. */
export const grantUserBonusCredits = defineCallable('grantUserBonusCredits', { allow: ['superAdmin'] }, (data, caller) =>
  runSupportAction(
    'grantUserBonusCredits',
    data,
    caller,
    async ({ tx, user, auditId }) => {
      const [change] = await applyLedgerChanges(tx, [
        {
          uid: data.userId,
          idempotencyKey: supportLedgerKey(data.requestId),
          type: 'admin_adjustment',
          credits: data.bonusCredits,
          reason: 'support_grant',
          reference: { kind: 'audit', id: auditId },
          notifications: [{ type: 'bonus_credits_added', variables: { credits: data.bonusCredits, reason: 'support' } }],
        },
      ]);
      const outcome = appliedOutcome(change);
      return { before: { credits: accountOf(user).credits }, after: { credits: outcome.account.credits } };
    },
    { money: true },
  ),
);
