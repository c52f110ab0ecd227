import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { IDENTITY_API_KEY, createInquiry, hostedCheckUrl, readInquiry } from '../clients/identity';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { applyInquiry } from './applyInquiry';
import type { UserDoc } from '../shared/users/types';
import { coreMessages } from '../shared/core/messages';
import { identityMessages } from '../shared/identity/messages';
import { corePaths } from '../shared/core/firestorePaths';

/** Refuses unless the account exists, is not verified, and was not denied (or support allowed a new check since). */
function assertMayStart(user: Partial<UserDoc> | undefined): asserts user is Partial<UserDoc> {
  if (!user) throw new HttpsError('not-found', coreMessages.userNotFound);
  if (user.isVerified === true) throw new HttpsError('failed-precondition', identityMessages.identityAlreadyVerified);
  // A denied check is reviewed by support rather than retried with different answers.
  const verification = user.verification;
  if (verification?.status === 'denied' && verification.retryAllowed !== true) {
    throw new HttpsError('failed-precondition', identityMessages.identityDenied);
  }
}

const readUser = async (uid: string) => (await db.doc(corePaths.user(uid)).get()).data() as Partial<UserDoc> | undefined;

/**
 * The account's unfinished inquiry, if it can still be used: one the user has not submitted yet is resumed, and
 * one already submitted is kept (its result, if the provider has decided, is recorded now rather than waiting for
 * the webhook), so a second visit never orphans an answer on its way.
 */
async function resumableInquiry(uid: string, user: Partial<UserDoc>): Promise<string | null> {
  const stored = user.verification;
  if (!stored || (stored.status !== 'started' && stored.status !== 'completed')) return null;
  const inquiry = await readInquiry(stored.inquiryId);
  if (!inquiry || inquiry.referenceId !== uid) return null;
  if (inquiry.status === 'created' || inquiry.status === 'pending') return inquiry.id;
  const result = await applyInquiry(inquiry);
  if (result === 'open') return null;
  assertMayStart(await readUser(uid));
  return inquiry.id;
}

/** Starts (or resumes) the caller's identity check and gives the provider's hosted page to embed. */
export const initVerifyIdentity = defineCallable('initVerifyIdentity', { secrets: [IDENTITY_API_KEY] }, async (_data, { uid }) => {
  const user = await readUser(uid);
  assertMayStart(user);
  const resumed = await resumableInquiry(uid, user);
  if (resumed) return { inquiryId: resumed, url: hostedCheckUrl(resumed) };

  const inquiry = await createInquiry(uid);
  const userRef = db.doc(corePaths.user(uid));
  await db.runTransaction(async (tx) => {
    assertMayStart((await tx.get(userRef)).data() as Partial<UserDoc> | undefined);
    tx.update(userRef, { verification: { inquiryId: inquiry.id, status: 'started', updatedAt: FieldValue.serverTimestamp() } });
  });
  return { inquiryId: inquiry.id, url: hostedCheckUrl(inquiry.id) };
});
