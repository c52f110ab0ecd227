import { FieldValue } from 'firebase-admin/firestore';
import type { Inquiry } from '../clients/identity';
import { db } from '../core/admin';
import { inquiryOutcome } from './decision';
import { isDocumentId } from '../shared/core/ids';
import type { NotificationDoc } from '../shared/notifications/types';
import type { UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';
import { notificationPaths } from '../shared/notifications/firestorePaths';

export type ApplyResult =
  | 'approved'
  | 'denied'
  | 'completed'
  /** Nothing to record yet: the user has not finished the check. */
  | 'open'
  /** The reference id names no account. */
  | 'unknown_user'
  /** Not the account's current inquiry (an older one, or one someone else started for this reference id). */
  | 'not_current'
  /** The outcome was already recorded, or the account is verified and stays so. */
  | 'unchanged';

/**
 * Records an inquiry's outcome on the account it belongs to, in one transaction: the verification status, and for
 * a decision isVerified and betting eligibility (approved only) with one inquiry_completed notification. `inquiry` must come from the
 * provider's API. Applying the same inquiry again changes nothing, and a verified account is never unverified.
 */
export async function applyInquiry(inquiry: Inquiry, now = new Date()): Promise<ApplyResult> {
  const outcome = inquiryOutcome(inquiry, now);
  if (outcome.kind === 'open') return 'open';
  const uid = inquiry.referenceId;
  if (!uid || !isDocumentId(uid)) return 'unknown_user';
  const userRef = db.doc(corePaths.user(uid));

  return db.runTransaction(async (tx): Promise<ApplyResult> => {
    const snap = await tx.get(userRef);
    if (!snap.exists) return 'unknown_user';
    const user = snap.data() as Partial<UserDoc>;
    const current = user.verification;
    if (current?.inquiryId !== inquiry.id) return 'not_current';
    if (user.isVerified === true || current.status === 'approved' || current.status === 'denied') return 'unchanged';
    const updatedAt = FieldValue.serverTimestamp();

    if (outcome.kind === 'completed') {
      if (current.status === 'completed') return 'unchanged';
      tx.update(userRef, { 'verification.status': 'completed', 'verification.updatedAt': updatedAt });
      return 'completed';
    }

    const notification: Omit<NotificationDoc, 'timestamp'> = { type: 'inquiry_completed', variables: {} };
    if (outcome.kind === 'approved') {
      // An adult in the UK is eligible to bet (DECISIONS.md); support may withdraw it later, and a verified
      // account never comes back here, so a repeated webhook cannot restore what support withdrew.
      tx.update(userRef, {
        isVerified: true,
        'features.betting': true,
        verification: { inquiryId: inquiry.id, status: 'approved', updatedAt },
      });
      notification.variables = { status: 'approved' };
    } else {
      tx.update(userRef, { verification: { inquiryId: inquiry.id, status: 'denied', reason: outcome.reason, updatedAt } });
      notification.variables = { status: 'denied', reason: outcome.reason };
    }
    tx.create(db.collection(notificationPaths.notifications(uid)).doc(), { ...notification, timestamp: FieldValue.serverTimestamp() });
    return outcome.kind;
  });
}
