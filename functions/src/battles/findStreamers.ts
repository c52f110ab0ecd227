import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { CORE_COLLECTIONS } from '../shared/core/firestorePaths';
import type { UserDoc } from '../shared/users/types';
import { BATTLE_MANAGERS } from './battleAccess';

/** Streamers whose username starts with the query, at most 20: the competitor and team player pickers. */
export const findStreamers = defineCallable('findStreamers', { allow: BATTLE_MANAGERS }, async ({ query }) => {
  const prefix = query.trim().toLowerCase();
  const snap = await db
    .collection(CORE_COLLECTIONS.users)
    .where('roles', 'array-contains', 'streamer')
    .orderBy('usernameLower')
    .startAt(prefix)
    .endAt(`${prefix}\uf8ff`)
    .limit(20)
    .get();
  return {
    streamers: snap.docs.map((doc) => {
      const user = doc.data() as Partial<UserDoc>;
      return { id: doc.id, username: user.username ?? doc.id, avatar: user.image ?? null };
    }),
  };
});
