import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import { userActivities } from './userActivities';

/** One user's activity by product, for the support desk (Admin and Super Admin): aggregations over their ledger. */
export const getAdminUserSummaryActivities = defineCallable('getAdminUserSummaryActivities', { allow: ['admin'] }, async ({ userId }) => {
  if (!(await db.doc(corePaths.user(userId)).get()).exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  return { rows: await userActivities(userId) };
});
