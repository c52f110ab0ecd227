import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { corePaths } from '../shared/core/firestorePaths';
import { isDocumentId } from '../shared/core/ids';
import { streamMessages } from '../shared/streams/messages';
import type { StreamerLookup } from '../shared/streams/types';
import { userPaths } from '../shared/users/firestorePaths';
import type { UserDoc, UsernameReservation } from '../shared/users/types';
import { streamRef } from './streamStore';

/** The uid holding `username`, in any case (through its usernames/{lower} reservation), or null. */
export async function uidForUsername(username: string): Promise<string | null> {
  const lower = username.trim().toLowerCase();
  if (!isDocumentId(lower)) return null;
  const snap = await db.doc(userPaths.username(lower)).get();
  return snap.exists ? (snap.data() as UsernameReservation).uid : null;
}

/**
 * The streamer behind `/challenge/{id}`, where the id is a user id or a stream id (a stream's id is its streamer's
 * uid; a stream document still names its owner in userId). Null when neither exists.
 */
export async function uidForUserOrStream(id: string): Promise<string | null> {
  if (!isDocumentId(id)) return null;
  if ((await db.doc(corePaths.user(id)).get()).exists) return id;
  const stream = await streamRef(id).get();
  return stream.exists ? ((stream.get('userId') as string | undefined) ?? null) : null;
}

/** A user's public name and stream, or null when there is no such user. */
export async function streamerById(uid: string): Promise<StreamerLookup | null> {
  const [user, stream] = await db.getAll(db.doc(corePaths.user(uid)), streamRef(uid));
  if (!user?.exists) return null;
  return { userId: uid, username: (user.data() as UserDoc).username, streamId: stream?.exists ? stream.id : null };
}

/** `/{username}` (any case) and `/challenge/{userId or streamId}`: who they are, or not-found. */
export const lookupStreamer = defineCallable('lookupStreamer', { allow: ['visitor', 'user'] }, async ({ username, id }) => {
  const uid = username !== undefined ? await uidForUsername(username) : await uidForUserOrStream(id ?? '');
  const found = uid ? await streamerById(uid) : null;
  if (!found) throw new HttpsError('not-found', streamMessages.streamerNotFound);
  return found;
});
