import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import type { NotificationDoc } from '../shared/notifications/types';
import { notificationPaths } from '../shared/notifications/firestorePaths';
import { supportMessages } from '../shared/support/messages';
import { refuse, runSupportAction } from './supportAction';

/**
 * Allows one new identity check after a denied one and tells the customer (an identity_retry_allowed
 * notification leading to /identity): initVerifyIdentity then starts a new inquiry, which replaces the denied
 * record (and with it the allowance).
 */
export const allowIdentityRetry = defineCallable('allowIdentityRetry', { allow: ['superAdmin'] }, (data, caller) =>
  runSupportAction('allowIdentityRetry', data, caller, async ({ tx, userRef, user }) => {
    const verification = user.verification;
    if (user.isVerified === true || verification?.status !== 'denied') refuse(supportMessages.identityNotDenied);
    if (verification.retryAllowed === true) refuse(supportMessages.noChange);
    tx.update(userRef, { 'verification.retryAllowed': true });
    const notification: NotificationDoc<FieldValue> = { type: 'identity_retry_allowed', variables: {}, timestamp: FieldValue.serverTimestamp() };
    tx.create(db.collection(notificationPaths.notifications(userRef.id)).doc(), notification);
    const values = { identityStatus: verification.status, identityReason: verification.reason ?? null };
    return { before: { ...values, retryAllowed: false }, after: { ...values, retryAllowed: true } };
  }),
);
