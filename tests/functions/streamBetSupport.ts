/** Helpers for the stream bet tests: a live streamer with a Riot match history in the sandbox, bets and matches. */
import type { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { adminDb } from '../support/admin';
import { sandboxPost } from '../support/sandbox';
import { seedStreamWithHistory, type StreamOptions } from '../support/streamerWithHistory';
import { streamer, type SignedInClient } from './battleSupport';
import { newRequestId } from './walletSupport';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import type { ParlayDoc, StreamBetDoc, StreamOddsView } from '../../functions/src/shared/streamBets/types';
import type { StreamBetType } from '../../functions/src/shared/games/catalogue';

export { playMatch } from '../support/streamerWithHistory';

export const VALORANT = { type: 'valorant', mode: 'competitive' } as const;

export interface LiveStreamer {
  client: SignedInClient;
  streamId: string;
  puuid: string;
  username: string;
}

/** A streamer whose stream is live with a connected Riot account and `matches` completed competitive matches in the sandbox. */
export async function liveStreamer(matches = 100, options: StreamOptions = {}): Promise<LiveStreamer> {
  const client = await streamer();
  const username = (await adminDb.doc(`users/${client.uid}`).get()).get('username') as string;
  const { streamId, puuid } = await seedStreamWithHistory({ uid: client.uid, username }, matches, options);
  return { client, streamId, puuid, username };
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

/** The request createParlay receives for a Kills + Win of $20 from the balance (or what `extra` says). */
export function parlayRequest(streamId: string, kills: number, extra: { requestId?: string; orderId?: string; basePrice?: number; credits?: number } = {}) {
  return { requestId: newRequestId(), streamId, basePrice: 2_000, credits: 0, challengerName: 'viewer_one', gameType: 'valorant' as const, kills, ...extra };
}

export const setRiotOutage = (down: boolean) => sandboxPost('/__sandbox/riot/outage', { down });

export async function streamBets(streamId: string): Promise<StreamBetDoc<Timestamp>[]> {
  return (await adminDb.collection(streamBetPaths.bets(streamId)).get()).docs.map((doc) => doc.data() as StreamBetDoc<Timestamp>);
}

export async function parlays(streamId: string): Promise<ParlayDoc<Timestamp>[]> {
  return (await adminDb.collection(streamBetPaths.parlays(streamId)).get()).docs.map((doc) => doc.data() as ParlayDoc<Timestamp>);
}
