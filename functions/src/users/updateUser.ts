import { HttpsError } from 'firebase-functions/v2/https';
import { auth, db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { assignedRoles, claimsForRoles, type AssignableRole } from '../shared/core/roles';
import { changeUsername } from './changeUsername';
import type { UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import { userMessages } from '../shared/users/messages';

/**
 * Super Admins change a user's roles (custom claims, mirrored on users/{uid}) and username.
 */
export const updateUser = defineCallable('updateUser', { allow: ['superAdmin'] }, async (data, { uid }) => {
  const userRef = db.doc(corePaths.user(data.userId));
  const snap = await userRef.get();
  if (!snap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  const roles = data.roles as AssignableRole[] | undefined;
  if (roles && data.userId === uid && !roles.includes('superAdmin')) {
    throw new HttpsError('failed-precondition', userMessages.cannotRemoveOwnSuperAdmin);
  }

  const username = data.username ? await changeUsername(data.userId, data.username) : (snap.data() as UserDoc).username;
  const record = await auth.getUser(data.userId);
  if (!roles) return { id: data.userId, username, roles: assignedRoles(record.customClaims) };
  const claims = claimsForRoles(roles);
  await auth.setCustomUserClaims(data.userId, { ...record.customClaims, ...claims });
  await userRef.update({ ...claims });
  return { id: data.userId, username, roles: assignedRoles(claims) };
});
