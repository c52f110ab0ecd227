import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import { hasAnyRole } from '../shared/core/roles';
import { depositLimitsFor } from './depositLimits';
import { coreMessages } from '../shared/core/messages';
import { corePaths } from '../shared/core/firestorePaths';

/** Deposit limit usage over the rolling daily, weekly and monthly windows: one's own, or anyone's for an admin. */
export const checkDepositLimits = defineCallable('checkDepositLimits', {}, async ({ userId }, { uid, claims }) => {
  if (userId !== uid && !hasAnyRole(claims, ['admin'])) throw new HttpsError('permission-denied', coreMessages.permissionDenied);
  const [snap, settings] = await Promise.all([db.doc(corePaths.user(userId)).get(), readAppSettings()]);
  if (!snap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  return depositLimitsFor(userId, snap.get('preferences'), settings.limitMaxima, Date.now());
});
