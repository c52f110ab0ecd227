import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { MESSAGES } from '../shared/messages';
import { paths } from '../shared/paths';
import { surveyDueForUser } from '../shared/survey';
import type { SurveyDoc, UserDoc } from '../shared/types';

/**
 * Stores the caller's survey answer and stamps users/{uid}.lastSurvey, in one transaction. Whether the survey is
 * due is worked out here from the stored document, so repeating the call (or calling it early) stores nothing.
 */
export const submitSurvey = defineCallable('submitSurvey', {}, async ({ score, comment }, { uid }) => {
  const lastSurvey = await db.runTransaction(async (tx) => {
    const userRef = db.doc(paths.user(uid));
    const snap = await tx.get(userRef);
    if (!snap.exists) throw new HttpsError('not-found', MESSAGES.userNotFound);
    const now = Timestamp.now();
    if (!surveyDueForUser(snap.data() as UserDoc, now.toMillis())) {
      throw new HttpsError('failed-precondition', MESSAGES.surveyNotDue);
    }
    const survey: SurveyDoc = { score, comment: comment?.trim() ?? '', createdAt: now };
    tx.create(db.collection(paths.surveys(uid)).doc(), survey);
    tx.update(userRef, { lastSurvey: now });
    return now;
  });
  return { lastSurvey: lastSurvey.toMillis() };
});
