import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { MESSAGES } from '../shared/messages';
import { paths } from '../shared/paths';
import type { UserDoc } from '../shared/types';
import { isUsernameFree, releaseUsername, reserveUsername } from './usernames';

/** Moves `uid` to `username`, releasing the old reservation, in one transaction. */
export async function changeUsername(uid: string, username: string): Promise<string> {
  const userRef = db.doc(paths.user(uid));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(userRef);
    if (!snap.exists) throw new HttpsError('not-found', MESSAGES.userNotFound);
    const current = (snap.data() as UserDoc).username;
    if (current === username) return username;
    if (!(await isUsernameFree(tx, username, uid))) throw new HttpsError('already-exists', MESSAGES.usernameTaken);
    if (current.toLowerCase() !== username.toLowerCase()) releaseUsername(tx, current);
    reserveUsername(tx, username, uid);
    tx.update(userRef, { username, usernameLower: username.toLowerCase() });
    return username;
  });
}
