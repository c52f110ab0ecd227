import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { surveyDueForUser } from '../shared/surveys/surveyDue';
import type { SurveyDoc } from '../shared/surveys/types';
import type { UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import { surveyMessages } from '../shared/surveys/messages';
import { surveyPaths } from '../shared/surveys/firestorePaths';

/**
 * Stores the caller's survey answer and stamps users/{uid}.lastSurvey, in one transaction. Whether the survey is
 * due is worked out here from the stored document, so repeating the call (or calling it early) stores nothing.
 */
export const submitSurvey = defineCallable('submitSurvey', {}, async ({ score, comment }, { uid }) => {
  const lastSurvey = await db.runTransaction(async (tx) => {
    const userRef = db.doc(corePaths.user(uid));
    const snap = await tx.get(userRef);
    if (!snap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
    const now = Timestamp.now();
    if (!surveyDueForUser(snap.data() as UserDoc, now.toMillis())) {
      throw new HttpsError('failed-precondition', surveyMessages.surveyNotDue);
    }
    const survey: SurveyDoc = { score, comment: comment?.trim() ?? '', createdAt: now };
    tx.create(db.collection(surveyPaths.surveys(uid)).doc(), survey);
    tx.update(userRef, { lastSurvey: now });
    return now;
  });
  return { lastSurvey: lastSurvey.toMillis() };
});
