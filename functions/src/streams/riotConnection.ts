import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { exchangeCode, fetchAccountMe, RIOT_CLIENT_SECRET, RiotRejectedError, type RiotAccountIdentity } from '../clients/riot';
import { matchData } from '../matchData/provider';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import { MATCH_COUNT_CACHE_MS, MIN_MATCHES_FOR_KILLS_WIN } from '../shared/streams/constants';
import { streamPaths } from '../shared/streams/firestorePaths';
import { streamBetPaths } from '../shared/streamBets/firestorePaths';
import type { StreamOddsDoc } from '../shared/streamBets/types';
import { streamMessages } from '../shared/streams/messages';
import type { RiotAccount, RiotAccountClaim } from '../shared/streams/types';
import type { UserDoc } from '../shared/users/types';
import { streamOf, streamRef } from './streamStore';

/** Completed competitive Valorant matches of a Riot account, up to the 100 Kills + Win needs; null when unknown. */
async function countCompetitiveMatches(puuid: string): Promise<number | null> {
  try {
    return (await matchData.recentCompetitiveMatches({ game: 'valorant', playerId: puuid }, MIN_MATCHES_FOR_KILLS_WIN)).length;
  } catch (error) {
    logger.warn('Match count unavailable', { error: String(error) });
    return null;
  }
}

async function signedInRiotAccount(code: string, redirectUri: string): Promise<RiotAccountIdentity> {
  try {
    return await fetchAccountMe(await exchangeCode(code, redirectUri));
  } catch (error) {
    if (error instanceof RiotRejectedError) throw new HttpsError('permission-denied', streamMessages.riotRejected);
    throw error;
  }
}

/**
 * Connects a Riot account to `uid`'s user and stream (`riotPuuid`, `streams/{uid}.riot` with the competitive match
 * count) and turns on the Kills + Win setting. One Riot account connects to one Clutchpot account. Returns the count.
 */
export async function connectRiotAccount(uid: string, account: RiotAccountIdentity): Promise<number | null> {
  const competitiveMatches = await countCompetitiveMatches(account.puuid);
  await db.runTransaction(async (tx) => {
    const claimRef = db.doc(streamPaths.riotAccount(account.puuid));
    const [claim, user, stream] = await Promise.all([tx.get(claimRef), tx.get(db.doc(corePaths.user(uid))), tx.get(streamRef(uid))]);
    if (!user.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
    if (!stream.exists) throw new HttpsError('failed-precondition', streamMessages.setupYourStream);
    const owner = (claim.data() as RiotAccountClaim | undefined)?.uid;
    if (owner && owner !== uid) throw new HttpsError('already-exists', streamMessages.riotAccountTaken);
    const previous = (user.data() as UserDoc).riotPuuid;
    if (previous && previous !== account.puuid) tx.delete(db.doc(streamPaths.riotAccount(previous)));
    const now = Timestamp.now();
    const riot: RiotAccount<Timestamp> = {
      ...account,
      connectedAt: now,
      competitiveMatches,
      matchesCheckedAt: competitiveMatches === null ? null : now,
    };
    tx.set(claimRef, { uid, connectedAt: now } satisfies RiotAccountClaim<Timestamp>);
    tx.update(user.ref, { riotPuuid: account.puuid });
    tx.update(streamRef(uid), { riot, 'challenges.parlay.enabled': true, updatedAt: FieldValue.serverTimestamp() });
  });
  return competitiveMatches;
}

/**
 * The Riot Sign-On callback (/auth/riotgames): exchanges the code with Riot on the server, reads the account
 * (puuid, game name, tag) and connects it, turning on Kills + Win as the Connect button promises.
 */
export const processRiotRSO = defineCallable(
  'processRiotRSO',
  { secrets: [RIOT_CLIENT_SECRET, ...matchData.secrets] },
  async ({ code, redirectUri }, { uid }) => {
    if (!(await streamRef(uid).get()).exists) throw new HttpsError('failed-precondition', streamMessages.setupYourStream);
    const account = await signedInRiotAccount(code, redirectUri);
    const competitiveMatches = await connectRiotAccount(uid, account);
    return { gameName: account.gameName, tagLine: account.tagLine, competitiveMatches };
  },
);

/** Disconnects the caller's Riot account and turns off the game's chat bot, Kills + Win and bet settings. */
export const disconnectRiotRSO = defineCallable('disconnectRiotRSO', {}, async (_request, { uid }) => {
  await db.runTransaction(async (tx) => {
    const [user, stream] = await Promise.all([tx.get(db.doc(corePaths.user(uid))), tx.get(streamRef(uid))]);
    const puuid = (user.data() as UserDoc | undefined)?.riotPuuid ?? streamOf(stream)?.riot?.puuid;
    const claim = puuid ? await tx.get(db.doc(streamPaths.riotAccount(puuid))) : null;
    if (claim?.exists && (claim.data() as RiotAccountClaim).uid === uid) tx.delete(claim.ref);
    if (user.exists) tx.update(user.ref, { riotPuuid: FieldValue.delete() });
    if (stream.exists) {
      tx.update(stream.ref, {
        riot: null,
        'chatBot.valorant.enabled': false,
        'challenges.parlay.enabled': false,
        'bets.games.valorant.enabled': false,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
  });
  return { disconnected: true };
});

/**
 * Completed competitive matches of the stream's connected Riot account (the Connected Games tab; Kills + Win needs
 * 100). Kept on the stream and asked of the match-data provider again at most every 10 minutes. With them, the
 * newest matches' kills, deaths and results from the stream's current odds (priced by getOdds).
 */
export const fetchMatchStats = defineCallable(
  'fetchMatchStats',
  { allow: ['visitor', 'user'], secrets: matchData.secrets },
  async ({ streamId }) => {
    const stream = streamOf(await streamRef(streamId).get());
    if (!stream) throw new HttpsError('not-found', streamMessages.streamerNotFound);
    const riot = stream.riot;
    if (!riot) return { connected: false, competitiveMatches: null, recentMatches: [] };
    const oddsId = stream.currentOdds?.valorant;
    const odds = oddsId ? ((await db.doc(streamBetPaths.odds(streamId, oddsId)).get()).data() as StreamOddsDoc | undefined) : undefined;
    const recentMatches = odds?.recentMatches ?? [];
    const checkedAt = riot.matchesCheckedAt?.toMillis() ?? 0;
    if (riot.competitiveMatches !== null && Date.now() - checkedAt < MATCH_COUNT_CACHE_MS) {
      return { connected: true, competitiveMatches: riot.competitiveMatches, recentMatches };
    }
    const competitiveMatches = await countCompetitiveMatches(riot.puuid);
    if (competitiveMatches !== null) {
      await db.runTransaction(async (tx) => {
        const current = streamOf(await tx.get(streamRef(streamId)));
        if (current?.riot?.puuid !== riot.puuid) return;
        tx.update(streamRef(streamId), { 'riot.competitiveMatches': competitiveMatches, 'riot.matchesCheckedAt': FieldValue.serverTimestamp() });
      });
    }
    return { connected: true, competitiveMatches: competitiveMatches ?? riot.competitiveMatches, recentMatches };
  },
);
