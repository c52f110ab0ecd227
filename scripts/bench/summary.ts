import { performance } from 'node:perf_hooks';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/core/admin';
import { countMovements, type Countable } from '../../functions/src/admin/summaryRollups';
import { summaryStats } from '../../functions/src/admin/summaryStats';
import { dayOf } from '../../functions/src/shared/admin/schemas';
import { ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';
import type { LedgerType } from '../../functions/src/shared/ledger/types';
import { ms, statsOf } from './harness';

/**
 * The Summary at scale: BENCH_SUMMARY_ENTRIES ledger entries (default 100,000) of 500 users spread over the last 30
 * days (deposits, stakes of each product and their payouts, with fees and the house's share), each counted into the
 * daily rollups by the ledger's own rollup writer (`countMovements`, as every money transaction does), then the
 * 30-day Summary (`summaryStats`, what getAdminSummaryStats answers) asked 10 times. Target: 2 s.
 *
 * The entries are written straight into the users' ledgers, not through money transactions (100,000 transactions
 * would take the bench most of an hour), so this scenario runs after the reconcile and its users have no
 * balances: it measures the read, which depends on the rollup documents, not on how the entries got there.
 */
const ENTRIES = Number(process.env.BENCH_SUMMARY_ENTRIES ?? 100_000);
const USERS = 500;
const DAYS = 30;
const TARGET_MS = 2_000;
const ASKS = 10;
const PER_TRANSACTION = 100;
const PER_BATCH = 500;
const AT_ONCE = 4;
const DAY_MS = 86_400_000;

/** A mix of what the ledger records, with each kind's house legs (cents). */
const KINDS: Array<{ type: LedgerType; cash: number; fee?: number; legs: Array<{ bucket: 'fees' | 'house' | 'earnings' | 'prize'; amount: number }> }> = [
  { type: 'add_balance', cash: 2_500, legs: [] },
  { type: 'bet_placed', cash: -1_000, fee: 50, legs: [{ bucket: 'fees', amount: 50 }] },
  { type: 'bet_completed', cash: 1_800, legs: [] },
  { type: 'parlay_placed', cash: -1_500, legs: [] },
  { type: 'challenge_placed', cash: -700, legs: [] },
  { type: 'challenge_completed', cash: 600, legs: [{ bucket: 'house', amount: 100 }] },
  { type: 'event_enter', cash: -1_000, legs: [] },
  { type: 'event_completed', cash: 800, legs: [{ bucket: 'prize', amount: 200 }] },
];

interface Synthetic {
  uid: string;
  key: string;
  type: LedgerType;
  cash: number;
  fee: number;
  legs: Countable['movement']['legs'];
  atMs: number;
}

function synthetic(index: number, now: number): Synthetic {
  const kind = KINDS[index % KINDS.length]!;
  return {
    uid: `summary-bench-${index % USERS}`,
    key: `summary_bench_${index}`,
    type: kind.type,
    cash: kind.cash,
    fee: kind.fee ?? 0,
    legs: kind.legs,
    atMs: now - (index % DAYS) * DAY_MS - (index % 997),
  };
}

async function writeEntries(entries: Synthetic[]): Promise<void> {
  const batch = db.batch();
  for (const entry of entries) {
    batch.create(db.doc(ledgerPaths.transaction(entry.uid, entry.key)), {
      type: entry.type,
      timestamp: Timestamp.fromMillis(entry.atMs),
      amount: entry.cash,
      credits: 0,
      bonusChestCredits: 0,
      tipAmount: 0,
      fee: entry.fee,
      netAmount: entry.cash < 0 ? entry.cash + entry.fee : entry.cash,
      balanceAfter: 0,
      creditsAfter: 0,
      bonusChestCreditsAfter: 0,
      sessionId: null,
      streamerName: null,
      reason: 'summary bench',
      reference: null,
      idempotencyKey: entry.key,
    });
  }
  await batch.commit();
}

function countEntries(entries: Synthetic[]): Promise<void> {
  const countables: Countable[] = entries.map((entry) => ({
    key: entry.key,
    dayMs: entry.atMs,
    movement: {
      uid: entry.uid,
      type: entry.type,
      amount: entry.cash,
      netAmount: entry.cash < 0 ? entry.cash + entry.fee : entry.cash,
      credits: 0,
      referenceKind: null,
      legs: entry.legs,
    },
  }));
  return db.runTransaction(async (tx) => countMovements(tx, countables));
}

/** Runs `work` over `items` in chunks of `size`, `AT_ONCE` chunks at a time. */
async function inChunks<T>(items: T[], size: number, work: (chunk: T[]) => Promise<void>): Promise<void> {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < chunks.length) await work(chunks[next++]!);
    }),
  );
}

/** Returns 1 when the 30-day Summary's median answer is over the target, else 0. */
export async function runSummaryBench(): Promise<number> {
  const now = Date.now();
  const entries = Array.from({ length: ENTRIES }, (_, index) => synthetic(index, now));
  const writing = performance.now();
  await inChunks(entries, PER_BATCH, writeEntries);
  await inChunks(entries, PER_TRANSACTION, countEntries);
  console.log(`\nSummary: ${ENTRIES} ledger entries of ${USERS} users over ${DAYS} days written and counted in ${ms(performance.now() - writing)}`);

  const start = dayOf(now - (DAYS - 1) * DAY_MS);
  const end = dayOf(now);
  const latencies: number[] = [];
  let wagers = 0;
  for (let ask = 0; ask < ASKS; ask += 1) {
    const began = performance.now();
    const stats = await summaryStats(start, end, now);
    latencies.push(performance.now() - began);
    wagers = stats.wagers.count;
  }
  const { p50, max } = statsOf(latencies);
  const over = p50 > TARGET_MS;
  console.log(
    `Summary ${start}..${end} (${wagers} stakes in range): median ${ms(p50)}, slowest ${ms(max)} over ${ASKS} asks; ` +
      `target ${TARGET_MS} ms: ${over ? 'OVER' : 'within'}`,
  );
  return over ? 1 : 0;
}
