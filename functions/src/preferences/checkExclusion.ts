import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { exclusionStatus } from '../shared/exclusionStatus';
import { MESSAGES } from '../shared/messages';
import { paths } from '../shared/paths';
import type { UserDoc } from '../shared/types';

/** Whether the caller may gamble now, and if not why and until when. */
export const checkExclusion = defineCallable('checkExclusion', {}, async (_data, { uid }) => {
  const user = (await db.doc(paths.user(uid)).get()).data() as Partial<UserDoc> | undefined;
  if (!user) throw new HttpsError('not-found', MESSAGES.userNotFound);
  return exclusionStatus(user, Date.now());
});
