import type { Query, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { countedId } from '../admin/summaryRollups';
import { countStakes, type CountableStake } from '../leaderboards/leaderboardRollups';
import { leaderboardDelta } from '../leaderboards/leaderboardFigures';
import { LEDGER_COLLECTIONS } from '../shared/ledger/firestorePaths';
import { leaderboardPaths } from '../shared/leaderboards/firestorePaths';
import { forEachPage } from './forEachPage';
import type { Migration, MigrationResult } from './migration';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const millisOf = (value: unknown): number => (value && typeof (value as Timestamp).toMillis === 'function' ? (value as Timestamp).toMillis() : Date.now());

function stakeOf(doc: QueryDocumentSnapshot): CountableStake | null {
  const uid = doc.ref.parent.parent?.id;
  if (!uid) return null;
  const data = doc.data();
  const stake = { uid, key: String(data.idempotencyKey ?? doc.id), type: String(data.type), netAmount: num(data.netAmount), credits: num(data.credits), atMs: millisOf(data.timestamp) };
  return leaderboardDelta(stake) ? stake : null;
}

/** Counts one stake unless its marker says it was counted; the marker is read first, so two runs at once count it once. */
function countOnce(stake: CountableStake): Promise<boolean> {
  const marker = db.doc(leaderboardPaths.counted(countedId(stake.uid, stake.key)));
  return db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return false;
    countStakes(tx, [stake]);
    return true;
  });
}

/**
 * Backfills the leaderboard rows (leaderboards/leaderboardRollups.ts) from the stakes the ledger recorded before
 * they were kept: each stake without a counted marker is counted once, in its own transaction, into its month's
 * row and the all-time row. `maxPages` stops a run early; running again resumes and then finds nothing to do.
 */
export const leaderboardRollups: Migration = {
  id: 'leaderboardRollups',
  version: 1,
  description: 'Counts stakes recorded before the leaderboards were kept into the monthly and all-time leaderboard rows.',
  async run(options): Promise<MigrationResult> {
    const { changed, done } = await forEachPage(db.collectionGroup(LEDGER_COLLECTIONS.transactions) as Query, options, async (doc) => {
      const stake = stakeOf(doc);
      return stake !== null && (await countOnce(stake));
    });
    if (!done) return { changed, messages: [`stakes counted: ${changed} so far (run again to finish)`], done: false };
    const messages = [`stakes counted: ${changed}`];
    if (changed === 0) messages.push('Nothing to do: every stake is already on the leaderboards.');
    return { changed, messages, done: true };
  },
};
