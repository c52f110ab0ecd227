import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../../support/admin';
import { newClient } from '../../support/client';
import { sandboxPost } from '../../support/sandbox';
import { createAccount } from './accounts';
import { verifyIdentity } from './walletData';
import { corePaths } from '../../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../../functions/src/shared/remoteConfig/firestorePaths';
import { streamBetPaths } from '../../../functions/src/shared/streamBets/firestorePaths';
import type { StreamOddsDoc } from '../../../functions/src/shared/streamBets/types';
import { streamPaths } from '../../../functions/src/shared/streams/firestorePaths';

export const enableBetting = () => adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });

/**
 * A live streamer with a connected Riot account and `matches` completed competitive matches in the sandbox: the
 * stream document as Stream Setup, Riot Sign-On and Twitch's stream.online webhook leave it.
 */
export async function liveStreamerWithHistory(username: string, matches = 100) {
  const account = await createAccount({ roles: ['streamer'], username });
  const puuid = `sbx-${randomUUID()}`;
  await sandboxPost('/__sandbox/riot/history', { puuid, count: matches });
  const now = Timestamp.now();
  await adminDb.doc(streamPaths.stream(account.uid)).set({
    id: account.uid,
    userId: account.uid,
    username: account.username,
    search: { username: account.username.toLowerCase() },
    type: 'twitch',
    channel: account.username.toLowerCase(),
    primaryColor: '#7D22FF',
    secondaryColor: '#0CFFCA',
    chatBotText: '',
    chatBotEnabled: true,
    customChallengeEnabled: true,
    chatBot: { valorant: { enabled: false } },
    challenges: { parlay: { enabled: true } },
    bets: { games: { valorant: { enabled: false } } },
    logo: null,
    twitch: null,
    riot: { puuid, gameName: account.username, tagLine: 'EUW', connectedAt: now, competitiveMatches: matches, matchesCheckedAt: now },
    online: true,
    lastOnline: now,
    title: 'Ranked grind',
    game: 'VALORANT',
    viewerCount: 42,
    thumbnailUrl: null,
    liveSession: null,
    liveStatusAt: null,
    followerCount: 0,
    activity: {},
    heat: { bets: 0, parlays: 0, challenges: 0, total: 0, active: false },
    createdAt: now,
    updatedAt: now,
  });
  return { ...account, puuid, streamId: account.uid };
}

/** A verified viewer with betting on and `cash` in their balance. */
export async function verifiedBettor(cash: number) {
  const account = await createAccount({ cash });
  await verifyIdentity(account.uid);
  await adminDb.doc(corePaths.user(account.uid)).update({ 'features.betting': true });
  return account;
}

/** The stream's current Valorant odds as the server stored them. */
export async function currentValorantOdds(streamId: string): Promise<StreamOddsDoc> {
  const oddsId = (await adminDb.doc(streamPaths.stream(streamId)).get()).get('currentOdds.valorant') as string;
  return (await adminDb.doc(streamBetPaths.odds(streamId, oddsId)).get()).data() as StreamOddsDoc;
}

/** Plays a completed competitive match for `puuid` in the sandbox, starting now. */
export const playMatch = (puuid: string, result: { kills: number; deaths: number; won: boolean }) =>
  sandboxPost<{ matchId: string }>('/__sandbox/riot/matches', { puuid, startedAt: Date.now(), lengthMs: 60_000, ...result });

/** Asks for the stream's odds as any visitor's page would: a changed history makes new current odds. */
export async function refreshOdds(streamId: string): Promise<void> {
  const client = newClient();
  try {
    await client.call('getOdds', { streamId, games: [{ type: 'valorant', mode: 'competitive' }] });
  } finally {
    await client.close();
  }
}
