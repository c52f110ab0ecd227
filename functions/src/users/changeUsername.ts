import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { isUsernameFree, releaseUsername, reserveUsername } from './usernames';
import type { UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import { userMessages } from '../shared/users/messages';
import { streamPaths } from '../shared/streams/firestorePaths';

/**
 * Moves `uid` to `username`, releasing the old reservation, in one transaction; the user's stream (its name and
 * the lower-cased search field) follows in the same transaction.
 */
export async function changeUsername(uid: string, username: string): Promise<string> {
  const userRef = db.doc(corePaths.user(uid));
  return db.runTransaction(async (tx) => {
    const streamRef = db.doc(streamPaths.stream(uid));
    const [snap, stream] = await Promise.all([tx.get(userRef), tx.get(streamRef)]);
    if (!snap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
    const write = await prepareUsernameChange(tx, uid, username, snap, stream);
    write();
    return username;
  });
}

/**
 * The reads of a username change inside `tx` (the user and the stream already read), refusing a taken name;
 * returns the writes to make once every other read of the transaction is done.
 */
export async function prepareUsernameChange(tx: Transaction, uid: string, username: string, user: DocumentSnapshot, stream: DocumentSnapshot): Promise<() => void> {
  const current = (user.data() as UserDoc).username;
  if (current === username) return () => undefined;
  if (!(await isUsernameFree(tx, username, uid))) throw new HttpsError('already-exists', userMessages.usernameTaken);
  return () => {
    if (current.toLowerCase() !== username.toLowerCase()) releaseUsername(tx, current);
    reserveUsername(tx, username, uid);
    tx.update(user.ref, { username, usernameLower: username.toLowerCase() });
    if (stream.exists) tx.update(stream.ref, { username, search: { username: username.toLowerCase() } });
  };
}
