import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { exclusionStatus } from '../shared/gambling/exclusionStatus';
import type { UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';

/** Whether the caller may gamble now, and if not why and until when. */
export const checkExclusion = defineCallable('checkExclusion', {}, async (_data, { uid }) => {
  const user = (await db.doc(corePaths.user(uid)).get()).data() as Partial<UserDoc> | undefined;
  if (!user) throw new HttpsError('not-found', coreMessages.userNotFound);
  return exclusionStatus(user, Date.now());
});
