/** Helpers for the stream bet tests: a live streamer with a Riot match history in the sandbox, bets and matches. */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { adminDb } from '../support/admin';
import { sandboxPost } from '../support/sandbox';
import { seedMatchHistory } from './streamSupport';
import { streamer, type SignedInClient } from './battleSupport';
import { newRequestId } from './walletSupport';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import type { ParlayDoc, StreamBetDoc, StreamOddsView } from '../../functions/src/shared/streamBets/types';
import type { StreamBetType } from '../../functions/src/shared/games/catalogue';

export const VALORANT = { type: 'valorant', mode: 'competitive' } as const;

export interface LiveStreamer {
  client: SignedInClient;
  streamId: string;
  puuid: string;
  username: string;
}

/**
 * A streamer whose stream is live with a connected Riot account and `matches` completed competitive matches in the
 * sandbox (the stream document as Stream Setup, Riot Sign-On and the Twitch webhook leave it).
 */
export async function liveStreamer(matches = 100, options: { online?: boolean; parlay?: boolean } = {}): Promise<LiveStreamer> {
  const client = await streamer();
  const username = (await adminDb.doc(`users/${client.uid}`).get()).get('username') as string;
  const puuid = `sbx-${randomUUID()}`;
  if (matches > 0) await seedMatchHistory(puuid, matches);
  const now = Timestamp.now();
  await adminDb.doc(streamPaths.stream(client.uid)).set({
    id: client.uid,
    userId: client.uid,
    username,
    search: { username: username.toLowerCase() },
    type: 'twitch',
    channel: username.toLowerCase(),
    primaryColor: '#7D22FF',
    secondaryColor: '#0CFFCA',
    chatBotText: '',
    chatBotEnabled: true,
    customChallengeEnabled: true,
    chatBot: { valorant: { enabled: false } },
    challenges: { parlay: { enabled: options.parlay ?? true } },
    bets: { games: { valorant: { enabled: false } } },
    logo: null,
    twitch: null,
    riot: { puuid, gameName: username, tagLine: 'EUW', connectedAt: now, competitiveMatches: matches, matchesCheckedAt: now },
    online: options.online ?? true,
    lastOnline: now,
    title: 'Ranked',
    game: 'VALORANT',
    viewerCount: 10,
    thumbnailUrl: null,
    liveSession: null,
    liveStatusAt: null,
    followerCount: 0,
    activity: {},
    heat: { bets: 0, parlays: 0, challenges: 0, total: 0, active: false },
    createdAt: now,
    updatedAt: now,
  });
  return { client, streamId: client.uid, puuid, username };
}

export async function valorantOdds(client: SignedInClient, streamId: string): Promise<StreamOddsView> {
  const { games } = await client.call('getOdds', { streamId, games: [VALORANT] });
  const entry = games[0]!;
  expect(entry.available).toBe(true);
  return (entry as Extract<typeof entry, { available: true }>).odds;
}

export function betRequest(odds: StreamOddsView, type: StreamBetType, stake: { cash: number; credits?: number }, tip = 0) {
  return {
    requestId: newRequestId(),
    streamId: odds.streamId,
    oddsId: odds.id,
    type,
    game: VALORANT,
    multiplier: odds.multipliers[type]!,
    balance: stake.cash,
    credits: stake.credits ?? 0,
    tip,
  };
}

/** Plays a completed competitive match for `puuid` in the sandbox, starting now unless told. */
export function playMatch(puuid: string, result: { kills: number; deaths: number; won: boolean; startedAt?: number }) {
  return sandboxPost<{ matchId: string }>('/__sandbox/riot/matches', { puuid, startedAt: Date.now(), lengthMs: 60_000, ...result });
}

export const setRiotOutage = (down: boolean) => sandboxPost('/__sandbox/riot/outage', { down });

export async function streamBets(streamId: string): Promise<StreamBetDoc<Timestamp>[]> {
  return (await adminDb.collection(streamBetPaths.bets(streamId)).get()).docs.map((doc) => doc.data() as StreamBetDoc<Timestamp>);
}

export async function parlays(streamId: string): Promise<ParlayDoc<Timestamp>[]> {
  return (await adminDb.collection(streamBetPaths.parlays(streamId)).get()).docs.map((doc) => doc.data() as ParlayDoc<Timestamp>);
}
