import type { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import { withinMaxima } from '../shared/preferences/limitMaxima';
import { preferencesOf } from '../shared/preferences/preferences';
import { hasAnyRole } from '../shared/core/roles';
import { betLimitUsage, capsUsage, matchStakeTotal } from './betLimits';
import type { LedgerEntry } from '../shared/ledger/types';
import { coreMessages } from '../shared/core/messages';
import { corePaths } from '../shared/core/firestorePaths';
import { ledgerPaths } from '../shared/ledger/firestorePaths';
import { streamMatchKey } from '../shared/streamBets/firestorePaths';
import { wagerPaths } from '../shared/wagers/firestorePaths';
import { streamOf, streamRef } from '../streams/streamStore';
import { BATTLE_BET_CAP_CENTS, BATTLE_MATCH_CAP_CENTS } from '../shared/battles/constants';
import { BATTLE_LIMIT_LABELS } from '../shared/wagers/messages';
import { stakeCaps } from '../wagers/stake';

/**
 * Bet limit usage for a stream or a battle: one's own, or anyone's for an admin. On a battle: the caps
 * createBattleBet enforces (the product's $50 a bet and $300 a battle, or the user's lower limits), less what the
 * user has staked on it. On a stream, per match: the stakes on the stream's next match (its current odds); for a
 * stream without odds, the stakes on it over the last 24 hours.
 */
export const checkBetLimits = defineCallable('checkBetLimits', {}, async ({ userId, streamId, battleId, gameType }, { uid, claims }) => {
  if (userId !== uid && !hasAnyRole(claims, ['admin'])) throw new HttpsError('permission-denied', coreMessages.permissionDenied);
  const [snap, settings] = await Promise.all([db.doc(corePaths.user(userId)).get(), readAppSettings()]);
  if (!snap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  const now = Date.now();
  if (battleId) {
    const limits = { perBet: BATTLE_BET_CAP_CENTS, perMatch: BATTLE_MATCH_CAP_CENTS, matchKey: battleId, labels: BATTLE_LIMIT_LABELS };
    const position = await db.doc(wagerPaths.position(userId, battleId)).get();
    return capsUsage(stakeCaps(limits, snap.get('preferences'), now, settings.limitMaxima), (position.get('staked') as number | undefined) ?? 0);
  }
  const preferences = withinMaxima(preferencesOf(snap.get('preferences')), settings.limitMaxima);
  const stream = await streamRef(streamId!).get();
  // Where the stream has odds, its next match is the one they price: what createBet counts against the match limit.
  const oddsId = streamOf(stream)?.currentOdds?.[gameType ?? 'valorant'];
  if (oddsId) {
    const position = await db.doc(wagerPaths.position(userId, streamMatchKey(streamId!, oddsId))).get();
    return betLimitUsage(preferences, (position.get('staked') as number | undefined) ?? 0, now);
  }
  // One equality filter needs no composite index; the few entries of one stream are narrowed here.
  const entries = await db.collection(ledgerPaths.transactions(userId)).where('reference.id', '==', streamId).get();
  const stakes = entries.docs.map((doc) => {
    const entry = doc.data() as LedgerEntry<Timestamp>;
    return { ...entry, at: entry.timestamp?.toMillis() ?? now };
  });
  return betLimitUsage(preferences, matchStakeTotal(stakes, streamId!, now), now);
});
