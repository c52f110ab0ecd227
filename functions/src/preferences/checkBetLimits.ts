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
import { streamMatchKey } from '../shared/streamBets/firestorePaths';
import { wagerPaths } from '../shared/wagers/firestorePaths';
import { streamOf, streamRef } from '../streams/streamStore';

/**
 * Bet limit usage for a stream: one's own, or anyone's for an admin. Per match: the stakes on the stream's next
 * match (its current odds); for a stream without odds, the stakes on it over the last 24 hours.
 */
export const checkBetLimits = defineCallable('checkBetLimits', {}, async ({ userId, streamId, gameType }, { uid, claims }) => {
  if (userId !== uid && !hasAnyRole(claims, ['admin'])) throw new HttpsError('permission-denied', coreMessages.permissionDenied);
  const [snap, settings, stream] = await Promise.all([db.doc(corePaths.user(userId)).get(), readAppSettings(), streamRef(streamId).get()]);
  if (!snap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  const now = Date.now();
  const preferences = withinMaxima(preferencesOf(snap.get('preferences')), settings.limitMaxima);
  // Where the stream has odds, its next match is the one they price: what createBet counts against the match limit.
  const oddsId = streamOf(stream)?.currentOdds?.[gameType ?? 'valorant'];
  if (oddsId) {
    const position = await db.doc(wagerPaths.position(userId, streamMatchKey(streamId, oddsId))).get();
    return betLimitUsage(preferences, (position.get('staked') as number | undefined) ?? 0, now);
  }
  // One equality filter needs no composite index; the few entries of one stream are narrowed here.
  const entries = await db.collection(ledgerPaths.transactions(userId)).where('reference.id', '==', streamId).get();
  const stakes = entries.docs.map((doc) => {
    const entry = doc.data() as LedgerEntry<Timestamp>;
    return { ...entry, at: entry.timestamp?.toMillis() ?? now };
  });
  return betLimitUsage(preferences, matchStakeTotal(stakes, streamId, now), now);
});
