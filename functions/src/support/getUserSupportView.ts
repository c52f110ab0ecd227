import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import { coreMessages } from '../shared/core/messages';
import { corePaths } from '../shared/core/firestorePaths';
import { SUPPORT_COLLECTIONS } from '../shared/support/firestorePaths';
import type { AuditEntry } from '../shared/support/types';
import type { UserDoc } from '../shared/users/types';
import { auditEntryView, supportUserView } from './supportView';

/** Audit entries the view carries; the whole log stays readable by admins in auditLog. */
export const RECENT_AUDIT_LIMIT = 20;

/** One user as the support desk sees them: identity, eligibility, exclusion and pause, limits, money, audit. */
export const getUserSupportView = defineCallable('getUserSupportView', { allow: ['superAdmin'] }, async ({ userId }) => {
  const [snap, settings, audit] = await Promise.all([
    db.doc(corePaths.user(userId)).get(),
    readAppSettings(),
    db
      .collection(SUPPORT_COLLECTIONS.auditLog)
      .where('targetUserId', '==', userId)
      .orderBy('timestamp', 'desc')
      .limit(RECENT_AUDIT_LIMIT)
      .get(),
  ]);
  if (!snap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  const recent = audit.docs.map((doc) => auditEntryView(doc.id, doc.data() as AuditEntry));
  return supportUserView(userId, snap.data() as Partial<UserDoc>, settings.limitMaxima, recent, Date.now());
});
