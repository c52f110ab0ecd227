import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { CORE_COLLECTIONS, corePaths } from '../shared/core/firestorePaths';
import { isDocumentId } from '../shared/core/ids';
import type { UserDoc } from '../shared/users/types';
import { userSummary } from './supportView';

/** Most users one search returns. */
export const FIND_USERS_LIMIT = 20;
/** Sorts after every character a username or email can hold, closing a prefix range. */
const PREFIX_END = '\uf8ff';

async function prefixMatches(field: 'usernameLower' | 'email', prefix: string) {
  const snap = await db
    .collection(CORE_COLLECTIONS.users)
    .where(field, '>=', prefix)
    .where(field, '<', prefix + PREFIX_END)
    .orderBy(field)
    .limit(FIND_USERS_LIMIT)
    .get();
  return snap.docs;
}

/**
 * Finds users for the support desk: the user whose id is the query, then usernames and emails starting with it
 * (case-insensitive), at most FIND_USERS_LIMIT, each search a bounded range query on one field.
 */
export const findUsers = defineCallable('findUsers', { allow: ['superAdmin'] }, async ({ query }) => {
  const prefix = query.toLowerCase();
  const [byId, byUsername, byEmail] = await Promise.all([
    isDocumentId(query) ? db.doc(corePaths.user(query)).get() : Promise.resolve(null),
    prefixMatches('usernameLower', prefix),
    prefixMatches('email', prefix),
  ]);
  const found = new Map<string, Partial<UserDoc>>();
  for (const doc of [...(byId?.exists ? [byId] : []), ...byUsername, ...byEmail]) {
    if (!found.has(doc.id)) found.set(doc.id, doc.data() as Partial<UserDoc>);
  }
  const users = [...found].slice(0, FIND_USERS_LIMIT).map(([id, user]) => userSummary(id, user));
  return { users };
});
