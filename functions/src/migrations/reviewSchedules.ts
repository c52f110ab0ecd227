import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { addMonths } from '../shared/core/dates';
import { CORE_COLLECTIONS } from '../shared/core/firestorePaths';
import { LIMIT_DECISION_REVIEW_MONTHS } from '../shared/accountReview/schedule';
import { ledgerPaths } from '../shared/ledger/firestorePaths';
import { preferencesOf, reviewReminderMonthsOf } from '../shared/preferences/preferences';
import { forEachPage } from './forEachPage';
import type { Migration, MigrationResult, MigrationRunOptions } from './migration';

/**
 * Gives a customer who moved money, or decided on no limit, before account review reminders existed the schedule
 * the ledger and saveUserPreferences now keep: their latest movement as lastActivityAt, a review period from it
 * (already due when it is over), and the yearly no-limit question a year after the decision. Only missing fields
 * are filled, in one transaction per user.
 */
function scheduleUser(ref: DocumentReference): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(ref)).data();
    if (!user) return false;
    const fields: Record<string, unknown> = {};
    if (!user.lastActivityAt) {
      const latest = await tx.get(db.collection(ledgerPaths.transactions(ref.id)).orderBy('timestamp', 'desc').limit(1));
      const at = latest.docs[0]?.get('timestamp') as Timestamp | undefined;
      if (at) {
        fields.lastActivityAt = at;
        if (!user.nextReviewReminderAt) {
          fields.reviewPeriodStartAt = at;
          fields.nextReviewReminderAt = Timestamp.fromMillis(addMonths(at.toMillis(), reviewReminderMonthsOf(preferencesOf(user.preferences))));
        }
      }
    }
    const decision = user.depositLimitDecision as { choice?: unknown; at?: unknown } | undefined;
    if (decision?.choice === 'none' && typeof decision.at === 'number' && !user.nextLimitDecisionReviewAt) {
      fields.nextLimitDecisionReviewAt = Timestamp.fromMillis(addMonths(decision.at, LIMIT_DECISION_REVIEW_MONTHS));
    }
    if (Object.keys(fields).length === 0) return false;
    tx.update(ref, fields);
    return true;
  });
}

export const reviewSchedules: Migration = {
  id: 'reviewSchedules',
  version: 1,
  description: 'Starts account review reminders and the yearly no-limit question for customers from before they existed (RTS 12).',
  run: async (options: MigrationRunOptions): Promise<MigrationResult> => {
    const { changed, done } = await forEachPage(db.collection(CORE_COLLECTIONS.users), options, (doc) => scheduleUser(doc.ref));
    if (!done) return { changed, messages: [`Scheduled ${changed} customers; run again to finish.`], done: false };
    const messages = changed > 0 ? [`Scheduled account reviews for ${changed} customers.`] : ['Nothing to do: every customer has their review schedule.'];
    return { changed, messages, done: true };
  },
};
