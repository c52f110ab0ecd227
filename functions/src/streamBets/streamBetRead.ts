import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { snapshotIn, type ReadSet } from '../ledger/readSet';
import type { GameType } from '../shared/games/catalogue';
import { streamBetPaths } from '../shared/streamBets/firestorePaths';
import { streamBetMessages } from '../shared/streamBets/messages';
import type { StreamOddsDoc } from '../shared/streamBets/types';
import type { RefusalDetails } from '../shared/core/refusals';
import { streamOf, streamRef, type StoredStream } from '../streams/streamStore';

export const refused = (message: string, details?: RefusalDetails) => new HttpsError('failed-precondition', message, details);

/** The caller may not bet on or challenge their own stream (a stream's id is its streamer's uid). */
export function assertNotOwnStream(uid: string, streamId: string): void {
  if (uid === streamId) throw refused(streamBetMessages.ownStream);
}

/** The documents a stream wager reads in its transaction: the stream and the odds the user saw. */
export const streamWagerReads = (streamId: string, oddsId: string) => [streamRef(streamId), db.doc(streamBetPaths.odds(streamId, oddsId))];

/**
 * In the wager's transaction: the stream exists (and is live, for a bet) and `oddsId` is still its current odds for
 * the game; otherwise the spec's odds-changed refusal, with the current id so the dialog can reload.
 */
export function readStreamOdds(docs: ReadSet, streamId: string, oddsId: string, gameType: GameType, needsLive: boolean): { stream: StoredStream; odds: StreamOddsDoc } {
  const [streamDoc, oddsDoc] = streamWagerReads(streamId, oddsId);
  const stream = streamOf(snapshotIn(docs, streamDoc!));
  if (!stream) throw new HttpsError('not-found', streamBetMessages.streamNotFound);
  if (needsLive && !stream.online) throw refused(streamBetMessages.streamOffline);
  const current = stream.currentOdds?.[gameType] ?? null;
  const odds = snapshotIn(docs, oddsDoc!).data() as StreamOddsDoc | undefined;
  if (!odds || current !== oddsId) throw refused(streamBetMessages.oddsChanged, { reason: 'odds-changed', oddsId: current });
  return { stream, odds };
}
