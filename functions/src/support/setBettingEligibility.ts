import { defineCallable } from '../core/callable';
import { supportMessages } from '../shared/support/messages';
import { refuse, runSupportAction } from './supportAction';

/** Withdraws or restores the user's betting eligibility (`features.betting`), which the identity check grants. */
export const setBettingEligibility = defineCallable('setBettingEligibility', { allow: ['superAdmin'] }, (data, caller) =>
  runSupportAction('setBettingEligibility', data, caller, async ({ tx, userRef, user }) => {
    const before = user.features?.betting === true;
    if (before === data.betting) refuse(supportMessages.noChange);
    tx.update(userRef, { 'features.betting': data.betting });
    return { before: { betting: before }, after: { betting: data.betting } };
  }),
);
