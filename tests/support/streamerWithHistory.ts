/** A live streamer with a Riot match history in the sandbox, for the functions and browser tests. */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { sandboxPost } from './sandbox';
import { streamDocument } from './streamDocument';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';

export interface StreamOptions {
  /** Whether the stream is live (Twitch's stream.online webhook has arrived); live unless told. */
  online?: boolean;
  /** Whether the streamer offers Kills + Win; on unless told. */
  parlay?: boolean;
}

/**
 * Gives `streamer` a connected Riot account with `matches` completed competitive matches in the sandbox and a
 * live Valorant stream: the stream document as Stream Setup, Riot Sign-On and the stream.online webhook leave it.
 */
export async function seedStreamWithHistory(
  streamer: { uid: string; username: string },
  matches: number,
  options: StreamOptions = {},
): Promise<{ streamId: string; puuid: string }> {
  const puuid = `sbx-${randomUUID()}`;
  if (matches > 0) await sandboxPost('/__sandbox/riot/history', { puuid, count: matches });
  const now = Timestamp.now();
  const stream = { uid: streamer.uid, username: streamer.username, channel: streamer.username.toLowerCase() };
  await adminDb.doc(streamPaths.stream(streamer.uid)).set(
    streamDocument(stream, now, {
      challenges: { parlay: { enabled: options.parlay ?? true } },
      riot: { puuid, gameName: streamer.username, tagLine: 'EUW', connectedAt: now, competitiveMatches: matches, matchesCheckedAt: now },
      online: options.online ?? true,
      lastOnline: now,
      title: 'Ranked grind',
      game: 'VALORANT',
      viewerCount: 42,
    }),
  );
  return { streamId: streamer.uid, puuid };
}

/** Plays a completed competitive match for `puuid` in the sandbox, starting now unless told. */
export function playMatch(puuid: string, result: { kills: number; deaths: number; won: boolean; startedAt?: number }) {
  return sandboxPost<{ matchId: string }>('/__sandbox/riot/matches', { puuid, startedAt: Date.now(), lengthMs: 60_000, ...result });
}
