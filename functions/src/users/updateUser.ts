import { HttpsError } from 'firebase-functions/v2/https';
import { auth, db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { runIdempotent } from '../ledger/requests';
import { actorOf, writeAuditEntry } from '../support/supportAction';
import { assignedRoles, claimsForRoles, type AssignableRole } from '../shared/core/roles';
import { prepareUsernameChange } from './changeUsername';
import type { UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import { streamPaths } from '../shared/streams/firestorePaths';
import { userMessages } from '../shared/users/messages';

/**
 * Super Admins change a user's roles (custom claims, mirrored on users/{uid}) and username, with a written reason.
 * The username, the roles' mirror and the audit entry are written in one transaction, stored under the Super
 * Admin's request id (a repeat changes nothing again); the custom claims follow from its result, so a repeat
 * after a failed claims update finishes it.
 */
export const updateUser = defineCallable('updateUser', { allow: ['superAdmin'] }, async (data, caller) => {
  const actor = actorOf(caller);
  const roles = data.roles as AssignableRole[] | undefined;
  if (roles && data.userId === actor.uid && !roles.includes('superAdmin')) {
    throw new HttpsError('failed-precondition', userMessages.cannotRemoveOwnSuperAdmin);
  }
  const userRef = db.doc(corePaths.user(data.userId));
  const streamRef = db.doc(streamPaths.stream(data.userId));
  if (!(await userRef.get()).exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  const record = await auth.getUser(data.userId);
  const rolesBefore = assignedRoles(record.customClaims);

  const result = await runIdempotent(actor.uid, data.requestId, 'updateUser', async (tx) => {
    const [snap, stream] = await tx.getAll(userRef, streamRef);
    if (!snap!.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
    const usernameBefore = (snap!.data() as UserDoc).username;
    const username = data.username ?? usernameBefore;
    const writeUsername = await prepareUsernameChange(tx, data.userId, username, snap!, stream!);
    const rolesAfter = roles ? assignedRoles(claimsForRoles(roles)) : rolesBefore;
    writeUsername();
    if (roles) tx.update(userRef, { ...claimsForRoles(roles) });
    writeAuditEntry(tx, {
      action: 'updateUser',
      actor,
      targetUserId: data.userId,
      before: { username: usernameBefore, roles: rolesBefore.join(',') },
      after: { username, roles: rolesAfter.join(',') },
      reason: data.reason,
      requestId: data.requestId,
    });
    return { id: data.userId, username, roles: rolesAfter };
  });
  if (roles) {
    const current = await auth.getUser(data.userId);
    await auth.setCustomUserClaims(data.userId, { ...current.customClaims, ...claimsForRoles(result.roles) });
  }
  return result;
});
