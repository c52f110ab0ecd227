import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { refuse, runSupportAction } from '../support/supportAction';
import { harmPaths } from '../shared/harm/firestorePaths';
import { indicatorsAtLeast } from '../shared/harm/indicators';
import { harmMessages } from '../shared/harm/messages';
import { userFlagOf } from '../shared/harm/state';
import type { HarmCaseStatus, HarmDecision, HarmDoc, HarmNote } from '../shared/harm/types';

const STATUS_AFTER: Record<HarmDecision, HarmCaseStatus> = { lift: 'lifted', keep: 'kept', tighten: 'tightened' };

/**
 * Staff decide a held customer's case with a written reason, audited like every desk action: lift (deposits and
 * betting open again; the indicators strong now are not acted on automatically for a week), keep (the hold
 * stays), or tighten (the hold stays and the support exclusion is set, until support clears it).
 */
export const reviewHarmCase = defineCallable('reviewHarmCase', { allow: ['superAdmin'] }, (data, caller) =>
  runSupportAction('reviewHarmCase', data, caller, async ({ tx, userRef, user, now }) => {
    const harmRef = db.doc(harmPaths.harm(data.userId));
    const harm = (await tx.get(harmRef)).data() as HarmDoc | undefined;
    if (!harm?.held || !harm.case) refuse(harmMessages.nothingToReview);
    const status = STATUS_AFTER[data.decision];
    if (harm.case.status === status) refuse(harmMessages.noChange);
    const held = data.decision !== 'lift';
    const next: HarmDoc = {
      ...harm,
      held,
      case: { ...harm.case, status, decision: data.decision, decidedAt: now, reason: data.reason },
      lift: held ? harm.lift : { at: now, strong: indicatorsAtLeast(harm.scores, 'strong') },
    };
    tx.set(harmRef, next);
    tx.update(userRef, { harm: userFlagOf(next), ...(data.decision === 'tighten' ? { exclusion: 'Yes' } : {}) });
    const note: HarmNote = { by: 'staff', text: data.reason, at: now, decision: data.decision };
    tx.create(db.collection(harmPaths.notes(data.userId)).doc(), note);
    const exclusionBefore = user.exclusion === 'Yes' ? 'Yes' : 'No';
    return {
      before: { harmHold: true, harmCase: harm.case.status, exclusion: exclusionBefore },
      after: { harmHold: held, harmCase: status, exclusion: data.decision === 'tighten' ? 'Yes' : exclusionBefore },
    };
  }),
);

