import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { MESSAGES } from '../shared/messages';
import { paths } from '../shared/paths';
import { hasAnyRole } from '../shared/roles';
import { depositLimitsFor } from './depositLimits';

/** Deposit limit usage over the rolling daily, weekly and monthly windows: one's own, or anyone's for an admin. */
export const checkDepositLimits = defineCallable('checkDepositLimits', {}, async ({ userId }, { uid, claims }) => {
  if (userId !== uid && !hasAnyRole(claims, ['admin'])) throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  const snap = await db.doc(paths.user(userId)).get();
  if (!snap.exists) throw new HttpsError('not-found', MESSAGES.userNotFound);
  return depositLimitsFor(userId, snap.get('preferences'), Date.now());
});
