import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';

/** gRPC NOT_FOUND, raised by an update of a missing document. */
const NOT_FOUND = 5;

/** Records the caller's answer to a notice (funds protection, cookies) with the server's time. */
export const saveUserAgreement = defineCallable('saveUserAgreement', {}, async ({ type, agreed }, { uid }) => {
  try {
    await db
      .doc(corePaths.user(uid))
      .update(new FieldPath('agreements', type), { agreed, updatedAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_FOUND) throw new HttpsError('not-found', coreMessages.userNotFound);
    throw error;
  }
  return { type, agreed };
});
