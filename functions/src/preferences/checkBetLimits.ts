import type { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import { withinMaxima } from '../shared/preferences/limitMaxima';
import { preferencesOf } from '../shared/preferences/preferences';
import { hasAnyRole } from '../shared/core/roles';
import { betLimitUsage, matchStakeTotal } from './betLimits';
import type { LedgerEntry } from '../shared/ledger/types';
import { coreMessages } from '../shared/core/messages';
import { corePaths } from '../shared/core/firestorePaths';
import { ledgerPaths } from '../shared/ledger/firestorePaths';

/** Bet limit usage for a stream: one's own, or anyone's for an admin. */
export const checkBetLimits = defineCallable('checkBetLimits', {}, async ({ userId, streamId }, { uid, claims }) => {
  if (userId !== uid && !hasAnyRole(claims, ['admin'])) throw new HttpsError('permission-denied', coreMessages.permissionDenied);
  const [snap, settings] = await Promise.all([db.doc(corePaths.user(userId)).get(), readAppSettings()]);
  if (!snap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  const now = Date.now();
  // One equality filter needs no composite index; the few entries of one stream are narrowed here.
  const entries = await db.collection(ledgerPaths.transactions(userId)).where('reference.id', '==', streamId).get();
  const stakes = entries.docs.map((doc) => {
    const entry = doc.data() as LedgerEntry<Timestamp>;
    return { ...entry, at: entry.timestamp?.toMillis() ?? now };
  });
  const preferences = withinMaxima(preferencesOf(snap.get('preferences')), settings.limitMaxima);
  return betLimitUsage(preferences, matchStakeTotal(stakes, streamId, now), now);
});
