import { randomUUID } from 'node:crypto';
import { db } from '../../functions/src/core/admin';
import { runLedger } from '../../functions/src/ledger/ledger';
import { placeWager } from '../../functions/src/wagers/placeWager';
import { refundWager, type PlacedStake } from '../../functions/src/wagers/settleWager';
import { ensureUserDocument } from '../../functions/src/users/newUser';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { BATTLE_LIMIT_LABELS } from '../../functions/src/shared/wagers/messages';
import { BENCH_REQUEST, ms, runBlock, statsOf, type BlockResult, type Workload } from './harness';

/**
 * The wager path's micro-benchmark: a stake debit (placeWager: checks, money lock, one transaction with the ledger
 * and the position) and its refund (refundWager), run in this process with the Admin SDK against the Firestore
 * emulator, next to the database's own cost: one transaction that reads the user document and writes one field.
 */
const STAKE = { cash: 1_000, credits: 0 };
/** Measured calls of each kind per level. */
const SAMPLES = 100;
const WARM_UP_CALLS = 2;

async function benchBettor(): Promise<string> {
  const uid = `wager-bench-${randomUUID().slice(0, 8)}`;
  await ensureUserDocument({ uid, email: `${uid}@example.test`, requestedUsername: uid.replace(/-/g, '_'), signInMethod: 'email' });
  await db.doc(corePaths.user(uid)).update({ isNew: false, isVerified: true, 'features.betting': true });
  await runLedger([{ uid, idempotencyKey: 'bench_opening', type: 'admin_adjustment', cash: 200_000, reason: 'bench opening balance' }]);
  return uid;
}

function workloads(users: string[]) {
  const placed: PlacedStake[][] = users.map(() => []);
  const bare: Workload<string> = {
    name: 'bare transaction',
    prepare: async (slot) => users[slot]!,
    run: (_slot, uid) =>
      db.runTransaction(async (tx) => {
        const ref = db.doc(corePaths.user(uid));
        const snap = await tx.get(ref);
        tx.update(ref, { benchTouches: ((snap.get('benchTouches') as number | undefined) ?? 0) + 1 });
      }),
  };
  const stake: Workload<{ uid: string; requestId: string; matchKey: string }> = {
    name: 'placeWager',
    prepare: async (slot, index) => ({ uid: users[slot]!, requestId: randomUUID().replace(/-/g, ''), matchKey: `bench_${index % 20}` }),
    run: async (slot, { uid, requestId, matchKey }) => {
      const wagerId = `${uid}_${requestId}`;
      await placeWager({
        uid,
        raw: BENCH_REQUEST,
        requestId,
        callable: 'benchWager',
        type: 'bet_placed',
        wagerId,
        stake: STAKE,
        limits: { perBet: 5_000, perMatch: 30_000, matchKey, labels: BATTLE_LIMIT_LABELS },
        reference: { kind: 'battle', id: matchKey },
        notifications: [{ type: 'battle_bet_placed', variables: { amount: STAKE.cash } }],
        write: (tx) => {
          tx.create(db.collection('benchBets').doc(wagerId), { uid, matchKey });
          return { wagerId };
        },
      });
      placed[slot]!.push({ uid, wagerId, stake: STAKE, reference: { kind: 'battle', id: matchKey }, matchKey });
    },
  };
  const refund: Workload<PlacedStake> = {
    name: 'refundWager',
    prepare: async (slot, index) => placed[slot]![index]!,
    run: async (_slot, wager) => {
      if (!(await refundWager(wager, 'bench'))) throw new Error(`Wager ${wager.wagerId} was refunded twice`);
    },
  };
  return { bare, stake, refund };
}

const line = (name: string, result: BlockResult, baseline: BlockResult) => {
  const stats = statsOf(result.latencies, result.failures);
  const base = statsOf(baseline.latencies);
  return `  ${name.padEnd(17)} ${String(stats.samples).padStart(7)}  ${String(stats.failures).padStart(6)}  ${ms(stats.p50)} ${ms(stats.p95)}  ${(stats.p95 / base.p95).toFixed(1).padStart(5)}x`;
};

/** Stakes and refunds at 1 and 10 concurrent bettors; returns the number of failures. */
export async function runWagerBench(levels: number[]): Promise<number> {
  await db.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });
  console.log('\nWager path through the ledger (in process, Admin SDK against the Firestore emulator), warm');
  console.log('  call               samples  failed      p50     p95  vs bare');
  let failures = 0;
  for (const concurrency of levels.filter((level) => level <= 10)) {
    const users = await Promise.all(Array.from({ length: concurrency }, () => benchBettor()));
    const { bare, stake, refund } = workloads(users);
    const perSlot = Math.ceil(SAMPLES / concurrency);
    await runBlock(bare, concurrency, WARM_UP_CALLS);
    await runBlock(stake, concurrency, WARM_UP_CALLS);
    const bareResult = await runBlock(bare, concurrency, perSlot);
    const stakeResult = await runBlock(stake, concurrency, perSlot, WARM_UP_CALLS);
    // The warm-up stakes stay placed; the measured ones are refunded.
    const refundResult = await runBlock(refund, concurrency, perSlot, WARM_UP_CALLS);
    console.log(`  ${concurrency} concurrent bettor${concurrency === 1 ? '' : 's'} (distinct balances):`);
    console.log(line('bare transaction', bareResult, bareResult));
    console.log(line('stake debit', stakeResult, bareResult));
    console.log(line('refund', refundResult, bareResult));
    for (const error of new Set([...stakeResult.errors, ...refundResult.errors])) console.log(`    failed: ${error}`);
    failures += stakeResult.failures + refundResult.failures + bareResult.failures;
  }
  return failures;
}
