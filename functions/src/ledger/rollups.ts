import type { Transaction } from 'firebase-admin/firestore';
import type { HouseEntry, LedgerEntry, LedgerReference } from '../shared/ledger/types';
import type { HouseLeg } from './ledger';
import { writeSummaryRollups } from '../admin/summaryRollups';
import { writeLeaderboardRollups } from '../leaderboards/leaderboardRollups';
import { writeHarmRollups } from '../harm/harmRollups';

/**
 * What the ledger has just recorded in a transaction, handed to the rollups kept beside it (reporting figures,
 * leaderboards, indicators): each rollup is maintained in the same transaction that moves the money, so it can
 * always be recomputed from the ledger and equal it.
 *
 * Rollup writers run after the ledger's reads and writes, so they only write: blind `FieldValue.increment`s on
 * sharded documents, never a read (a read here would make every money transaction contend on one document).
 * A change the ledger found already recorded (a repeated idempotency key) is not passed on, so a rollup counts
 * each entry once.
 */
export type RecordedMovement =
  | {
      kind: 'user';
      uid: string;
      /** The user's ledger entry (its timestamp is the server's; `at` is when the function recorded it). */
      entry: LedgerEntry<unknown>;
      /** The house-side legs balancing the entry's cash. */
      legs: HouseLeg[];
      /** The stake, when the entry is a wager. */
      wager: { cash: number; credits: number } | null;
      at: number;
    }
  | {
      kind: 'house';
      type: HouseEntry['type'];
      idempotencyKey: string;
      legs: HouseLeg[];
      reference: LedgerReference | null;
      at: number;
    };

export type RollupWriter = (tx: Transaction, movements: readonly RecordedMovement[]) => void;

/** Every rollup kept with the ledger. Each writer lives with its area; this list is the only place they meet. */
const WRITERS: RollupWriter[] = [writeSummaryRollups, writeLeaderboardRollups, writeHarmRollups];

/** Called by the ledger once per transaction step with what it recorded. */
export function writeRollups(tx: Transaction, movements: readonly RecordedMovement[]): void {
  if (movements.length === 0) return;
  for (const writer of WRITERS) writer(tx, movements);
}
