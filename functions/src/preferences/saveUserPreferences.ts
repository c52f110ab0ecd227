import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable, validateWith } from '../core/callable';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import { activeSessions, sessionWindow } from '../sessions/sessionStore';
import { preferencesOf, type DepositLimitDecision } from '../shared/preferences/preferences';
import { withinMaxima } from '../shared/preferences/limitMaxima';
import { preferencesSchemaFor } from '../shared/preferences/schemas';
import { applyPreferenceChanges } from './preferenceChanges';
import { scheduleOnInterval, scheduleOnLimitDecision } from '../accountReview/reviewSchedule';
import { limitRaisesIn } from '../shared/harm/limitRaises';
import { recordHarmSignal } from '../harm/harmDays';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import { sessionPaths } from '../shared/sessions/firestorePaths';

/**
 * Manage My Gambling: applies the caller's preferences to the stored ones under the responsible-gambling rules,
 * in one transaction. Limits are checked against the maxima in force (config/app may lower DECISIONS.md's), with
 * the form's schema and message; stored limits above a lowered maximum count as that maximum. A changed
 * reality-check interval restarts the caller's active session on the new interval. A depositLimitDecision (the
 * step before the first deposit: limits set with it, or no limit confirmed) is recorded with its time on
 * users/{uid}.depositLimitDecision, which only the server writes and every deposit needs. A changed review reminder
 * interval, and a limit decision, move the account review schedule (accountReview/reviewSchedule.ts).
 */
export const saveUserPreferences = defineCallable('saveUserPreferences', {}, async ({ preferences: input, depositLimitDecision }, { uid }) => {
  const settings = await readAppSettings();
  await validateWith(preferencesSchemaFor('cents', settings.limitMaxima), input);
  const result = await db.runTransaction(async (tx) => {
    const userRef = db.doc(corePaths.user(uid));
    const snap = await tx.get(userRef);
    if (!snap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
    const stored = withinMaxima(preferencesOf(snap.get('preferences')), settings.limitMaxima);
    const now = Date.now();
    const next = applyPreferenceChanges(stored, input, now);
    const intervalChanged = next.gamblingRealityCheck.hours !== stored.gamblingRealityCheck.hours;
    const sessions = intervalChanged ? await activeSessions(uid, tx) : [];
    const decision: DepositLimitDecision | null = depositLimitDecision ? { choice: depositLimitDecision.choice, at: now } : null;
    // A decision sent alone (no preference in the request) leaves the stored preferences as they are.
    const preferencesChange = decision && Object.keys(input).length === 0 ? {} : { preferences: next };
    // RTS 12: a changed review interval moves the running period's reminder; 'none' is asked about again in a year.
    const reviewChange = next.gamblingReviewReminder.months !== stored.gamblingReviewReminder.months ? scheduleOnInterval(snap.data()!, next) : {};
    const decisionChange = decision ? { depositLimitDecision: decision, ...scheduleOnLimitDecision(decision.choice, now) } : {};
    tx.update(userRef, { ...preferencesChange, ...reviewChange, ...decisionChange });
    if (intervalChanged) {
      const window = sessionWindow(now, { hours: next.gamblingRealityCheck.hours, unitMs: settings.realityCheckUnitMs });
      for (const session of sessions) tx.update(db.doc(sessionPaths.session(session.id)), window);
    }
    return { next, raises: limitRaisesIn(stored, next), now };
  });
  // Raising limits is an indicator of harm when it happens repeatedly (LCCP SR 3.4.3).
  if (result.raises > 0) await recordHarmSignal(uid, result.now, { limitRaises: result.raises });
  return { success: true as const, preferences: result.next };
});
