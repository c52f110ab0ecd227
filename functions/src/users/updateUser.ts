import { HttpsError } from 'firebase-functions/v2/https';
import { auth, db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { MESSAGES } from '../shared/messages';
import { paths } from '../shared/paths';
import { assignedRoles, claimsForRoles, type AssignableRole } from '../shared/roles';
import type { UserDoc } from '../shared/types';
import { changeUsername } from './changeUsername';

/**
 * Super Admins change a user's roles (custom claims, mirrored on users/{uid}) and username.
 */
export const updateUser = defineCallable('updateUser', { allow: ['superAdmin'] }, async (data, { uid }) => {
  const userRef = db.doc(paths.user(data.userId));
  const snap = await userRef.get();
  if (!snap.exists) throw new HttpsError('not-found', MESSAGES.userNotFound);
  const roles = data.roles as AssignableRole[] | undefined;
  if (roles && data.userId === uid && !roles.includes('superAdmin')) {
    throw new HttpsError('failed-precondition', MESSAGES.cannotRemoveOwnSuperAdmin);
  }

  const username = data.username ? await changeUsername(data.userId, data.username) : (snap.data() as UserDoc).username;
  const record = await auth.getUser(data.userId);
  if (!roles) return { id: data.userId, username, roles: assignedRoles(record.customClaims) };
  const claims = claimsForRoles(roles);
  await auth.setCustomUserClaims(data.userId, { ...record.customClaims, ...claims });
  await userRef.update({ ...claims });
  return { id: data.userId, username, roles: assignedRoles(claims) };
});
