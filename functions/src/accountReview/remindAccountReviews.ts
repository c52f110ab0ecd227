import { FieldPath, FieldValue, Timestamp, type DocumentReference, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineScheduledJob, forEachPage, type JobReport, type JobRunOptions } from '../core/scheduledJob';
import { addMonths } from '../shared/core/dates';
import { CORE_COLLECTIONS } from '../shared/core/firestorePaths';
import { accountReviewPaths } from '../shared/accountReview/firestorePaths';
import { LIMIT_DECISION_REVIEW_MONTHS, REVIEW_ACTIVITY_WINDOW_MONTHS, reviewPromptId } from '../shared/accountReview/schedule';
import type { ReviewPromptDoc, ReviewPromptKind } from '../shared/accountReview/types';
import type { NotificationDoc, NotificationType } from '../shared/notifications/types';
import { notificationPaths } from '../shared/notifications/firestorePaths';
import { preferencesOf } from '../shared/preferences/preferences';
import { nextReviewPeriod } from './reviewSchedule';

const NOTIFICATION_OF: Record<ReviewPromptKind, NotificationType> = {
  'account-review': 'account_review',
  'limit-decision': 'limit_decision_review',
};

/** The prompt for the next visit and its notification, under one id per customer, kind and period. */
function remind(tx: Transaction, uid: string, kind: ReviewPromptKind, dueAt: number): void {
  const id = reviewPromptId(kind, dueAt);
  const prompt: ReviewPromptDoc<FieldValue> = { kind, dueAt, createdAt: FieldValue.serverTimestamp(), dismissedAt: null };
  const notification: NotificationDoc<FieldValue> = { type: NOTIFICATION_OF[kind], variables: {}, timestamp: FieldValue.serverTimestamp() };
  tx.create(db.doc(accountReviewPaths.prompt(uid, id)), prompt);
  tx.create(db.doc(notificationPaths.notification(uid, id)), notification);
}

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/**
 * The review reminder falls due: a customer with a ledger movement in the last 12 months is reminded and a new
 * period starts now; one without is left without a schedule until their next movement starts one.
 */
function remindOfReview(ref: DocumentReference, now: number): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(ref)).data();
    const due = millisOf(user?.nextReviewReminderAt);
    if (!user || due === null || due > now) return false;
    const lastActivity = millisOf(user.lastActivityAt) ?? 0;
    if (lastActivity <= addMonths(now, -REVIEW_ACTIVITY_WINDOW_MONTHS)) {
      tx.update(ref, { reviewPeriodStartAt: FieldValue.delete(), nextReviewReminderAt: FieldValue.delete() });
      return false;
    }
    remind(tx, ref.id, 'account-review', due);
    tx.update(ref, nextReviewPeriod(preferencesOf(user.preferences), now));
    return true;
  });
}

/** A customer whose limit decision is still 'none' a year on is asked whether they want a limit, then yearly. */
function askAboutLimit(ref: DocumentReference, now: number): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(ref)).data();
    const due = millisOf(user?.nextLimitDecisionReviewAt);
    if (!user || due === null || due > now) return false;
    const decision = user.depositLimitDecision as { choice?: unknown } | undefined;
    if (decision?.choice !== 'none') {
      tx.update(ref, { nextLimitDecisionReviewAt: FieldValue.delete() });
      return false;
    }
    remind(tx, ref.id, 'limit-decision', due);
    tx.update(ref, { nextLimitDecisionReviewAt: Timestamp.fromMillis(addMonths(now, LIMIT_DECISION_REVIEW_MONTHS)) });
    return true;
  });
}

/** Every user whose `field` is due at `now`, in pages (a handled user's field moves past now, or goes). */
function sweep(options: JobRunOptions, field: string, handle: (ref: DocumentReference, now: number) => Promise<boolean>): Promise<JobReport> {
  return forEachPage<QueryDocumentSnapshot>(
    options,
    async (after, size) => {
      let query = db
        .collection(CORE_COLLECTIONS.users)
        .where(field, '<=', Timestamp.fromMillis(options.now))
        .orderBy(field)
        .orderBy(FieldPath.documentId())
        .limit(size);
      if (after) query = query.startAfter(after.get(field), after.id);
      return (await query.get()).docs;
    },
    (doc) => handle(doc.ref, options.now),
  );
}

/**
 * RTS 12 as amended (DECISIONS.md "UK rules in force since October 2025"): reminds customers with activity in the
 * last 12 months to review their account and transactions at the interval they chose (6 months at most), and asks
 * customers without a deposit limit once a year whether they want one. Each reminder is a notification and a
 * prompt on the next visit, written once per period in the transaction that moves the schedule on.
 */
export const remindAccountReviewsJob = defineScheduledJob({
  name: 'remindAccountReviews',
  schedule: 'every 6 hours',
  intervalMs: 6 * 3_600_000,
  run: async (options) => {
    const reviews = await sweep(options, 'nextReviewReminderAt', remindOfReview);
    const limits = await sweep(options, 'nextLimitDecisionReviewAt', askAboutLimit);
    return {
      examined: reviews.examined + limits.examined,
      changed: reviews.changed + limits.changed,
      complete: reviews.complete && limits.complete,
    };
  },
});
