import { defineCallable } from '../core/callable';
import { applyLedgerChanges } from '../ledger/ledger';
import { accountOf } from '../ledger/account';
import { appliedOutcome, refuse, runSupportAction, supportLedgerKey } from './supportAction';
import { offersAllowed } from '../shared/harm/state';
import { harmMessages } from '../shared/harm/messages';

/**
 * Grants spendable Bonus Credits: an admin_adjustment ledger entry and a bonus_credits_added notification. Refused
 * while the customer's indicators of harm are strong or a hold is on.
 */
export const grantUserBonusCredits = defineCallable('grantUserBonusCredits', { allow: ['superAdmin'] }, (data, caller) =>
  runSupportAction(
    'grantUserBonusCredits',
    data,
    caller,
    async ({ tx, user, auditId }) => {
      // No bonus offers while indicators of harm are strong or a hold is on (LCCP SR 3.4.3).
      if (!offersAllowed(user.harm)) refuse(harmMessages.offersSuppressed);
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
