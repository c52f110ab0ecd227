import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { isUsernameFree, releaseUsername, reserveUsername } from './usernames';
import type { UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import { userMessages } from '../shared/users/messages';

/** Moves `uid` to `username`, releasing the old reservation, in one transaction. */
export async function changeUsername(uid: string, username: string): Promise<string> {
  const userRef = db.doc(corePaths.user(uid));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(userRef);
    if (!snap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
    const current = (snap.data() as UserDoc).username;
    if (current === username) return username;
    if (!(await isUsernameFree(tx, username, uid))) throw new HttpsError('already-exists', userMessages.usernameTaken);
    if (current.toLowerCase() !== username.toLowerCase()) releaseUsername(tx, current);
    reserveUsername(tx, username, uid);
    tx.update(userRef, { username, usernameLower: username.toLowerCase() });
    return username;
  });
}
