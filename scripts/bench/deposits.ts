import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { db } from '../../functions/src/core/admin';
import { creditPaypalOrder } from '../../functions/src/wallet/addBalance';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { EMULATOR_LOG } from '../lib/emulator-stack';
import { ROOT } from '../lib/stackConfig';
import { SANDBOX_SECRETS } from '../sandbox/server';
import { paypalCustomId } from '../../functions/src/shared/wallet/constants';
import { confirmNoDepositLimit } from '../../tests/support/limitDecision';
import {
  BENCH_REQUEST,
  compare,
  createBenchUser,
  env,
  ms,
  startWorkers,
  STABLE_P95_SAMPLES,
  type BenchUser,
  type Comparison,
  type Workload,
} from './harness';
import { logOffset, phaseMedians, phaseRecords } from './phases';

/** $10: outside the bonus range, so each deposit is alike. */
const DEPOSIT_CENTS = 1_000;
/** A fresh user after this many deposits, so the deposit-limit query reads a few entries as a customer's would. */
const DEPOSITS_PER_USER = 10;
const WARM_UP_CALLS = 2;
const PAIRS = 2;
/** The no-op: one signed-in callable that reads the caller's user document. */
const BASELINE = 'checkExclusion';

export interface DepositBenchOptions {
  levels: number[];
  /** Measured calls of each callable per level (at least). */
  samples: number;
}

/** A captured PayPal order for `uid`, made directly in the sandbox (the browser's part is not measured). */
async function completedOrder(uid: string): Promise<string> {
  const response = await fetch(`${env('CLUTCHPOT_SANDBOX_URL')}/__sandbox/paypal/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amountCents: DEPOSIT_CENTS, customId: paypalCustomId(uid), status: 'COMPLETED' }),
  });
  if (!response.ok) throw new Error(`Sandbox order failed: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

async function slotUsers(concurrency: number, callsPerSlot: number): Promise<BenchUser[][]> {
  const perSlot = Math.ceil(callsPerSlot / DEPOSITS_PER_USER);
  const slots: BenchUser[][] = [];
  // A few at a time: user creation is not what is measured.
  for (let slot = 0; slot < concurrency; slot += 1) slots.push(await Promise.all(Array.from({ length: perSlot }, () => createDepositingBenchUser())));
  return slots;
}

/** A bench user who has made the limit decision every deposit needs (no limit, confirmed, through saveUserPreferences). */
async function createDepositingBenchUser(): Promise<BenchUser> {
  const user = await createBenchUser();
  await confirmNoDepositLimit(user);
  return user;
}

function workloads(users: BenchUser[][]): { baseline: Workload<BenchUser>; deposit: Workload<{ user: BenchUser; orderId: string }> } {
  const userAt = (slot: number, index: number) => users[slot]![Math.floor(index / DEPOSITS_PER_USER)]!;
  return {
    baseline: {
      name: BASELINE,
      prepare: async (slot, index) => userAt(slot, index),
      run: (_slot, user) => user.call(BASELINE, {}),
    },
    deposit: {
      name: 'addBalance',
      prepare: async (slot, index) => {
        const user = userAt(slot, index);
        return { user, orderId: await completedOrder(user.uid) };
      },
      run: (_slot, { user, orderId }) =>
        user.call('addBalance', { orderId, amount: DEPOSIT_CENTS, requestId: randomUUID().replace(/-/g, '') }),
    },
  };
}

/**
 * The same deposit without the Functions emulator: addBalance's own code (creditPaypalOrder) called in this process
 * with the Admin SDK, next to the no-op's own work (one read of the user document), at the same concurrency. What
 * the deposit costs here is its own work: the database's and the provider's.
 */
function inProcessWorkloads(users: BenchUser[][]): { baseline: Workload<BenchUser>; deposit: Workload<{ user: BenchUser; orderId: string }> } {
  const userAt = (slot: number, index: number) => users[slot]![Math.floor(index / DEPOSITS_PER_USER)]!;
  return {
    baseline: {
      name: 'one read',
      prepare: async (slot, index) => userAt(slot, index),
      run: (_slot, user) => db.doc(corePaths.user(user.uid)).get(),
    },
    deposit: {
      name: 'creditPaypalOrder',
      prepare: async (slot, index) => {
        const user = userAt(slot, index);
        return { user, orderId: await completedOrder(user.uid) };
      },
      run: (_slot, { user, orderId }) =>
        creditPaypalOrder(user.uid, { orderId, amount: DEPOSIT_CENTS, requestId: randomUUID().replace(/-/g, '') }, BENCH_REQUEST),
    },
  };
}

/** The emulator's function parameters and sandbox secrets, for running function code in this process. */
function useFunctionsEnvironment(): void {
  const lines = readFileSync(join(ROOT, 'functions', '.env.local'), 'utf8').split('\n');
  for (const line of lines) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) process.env[match[1]!] = match[2]!;
  }
  Object.assign(process.env, SANDBOX_SECRETS);
}

function row(result: Comparison): string {
  const { baseline, subject } = result;
  const ratio = subject.p95 / baseline.p95;
  const stable = Math.min(baseline.samples, subject.samples) >= STABLE_P95_SAMPLES ? '' : '  (p95 unstable: under 100 samples)';
  return (
    `${String(result.concurrency).padStart(5)}  ${String(subject.samples).padStart(7)}  ${String(subject.failures).padStart(6)}  ` +
    `${ms(baseline.p50)} ${ms(baseline.p95)}  ${ms(subject.p50)} ${ms(subject.p95)}  ${ratio.toFixed(1).padStart(5)}x  ` +
    `${subject.max.toFixed(0).padStart(6)}  ${result.subjectPerSecond.toFixed(1).padStart(6)}${stable}`
  );
}

function spread(result: Comparison): string {
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  return `  ${String(result.concurrency).padStart(3)} users: p95 per block, no-op ${list(result.blockP95.baseline)} ms; deposit ${list(result.blockP95.subject)} ms`;
}

const PHASE_NOTES: Record<string, string> = {
  checks: 'request record, user, flags and app settings in one read; money lock and deposit-limit query alongside',
  provider: 'PayPal order verified over HTTP (sandbox; token cached until expiry)',
  lock: 'waiting for the money lock once checks and provider are done',
  transaction: 'one read of request, order, user and ledger entry, then one commit (notifications and lock release in it)',
};

function printBreakdown(breakdowns: Array<{ concurrency: number; locked: number; medians: ReturnType<typeof phaseMedians> }>): void {
  if (breakdowns.length === 0) return;
  console.log('\nWhere one deposit spends its time: median per phase, measured inside the function');
  console.log(`  ${'phase'.padEnd(14)}${breakdowns.map((item) => `${item.concurrency} user${item.concurrency === 1 ? '' : 's'}`.padStart(10)).join('')}`);
  const phases = [...new Set(breakdowns.flatMap((item) => item.medians.phases.map(([name]) => name)))];
  for (const phase of phases) {
    const cells = breakdowns.map((item) => `${(item.medians.phases.find(([name]) => name === phase)?.[1] ?? 0).toFixed(1)} ms`.padStart(10));
    console.log(`  ${phase.padEnd(14)}${cells.join('')}  ${PHASE_NOTES[phase] ?? ''}`);
  }
  console.log(`  ${'notifications'.padEnd(14)}${breakdowns.map(() => '-'.padStart(10)).join('')}  no phase of their own: written in the deposit's transaction`);
  console.log(`  ${'handler'.padEnd(14)}${breakdowns.map((item) => `${item.medians.total.toFixed(1)} ms`.padStart(10)).join('')}  the rest of a round trip is the Functions emulator and the client`);
  console.log(`  ${'waited on lock'.padEnd(14)}${breakdowns.map((item) => String(item.locked).padStart(10)).join('')}  deposits that waited 1 ms or more for the money lock`);
}

/** Deposits next to the no-op at each level; returns the number of failed deposits. */
export async function runDepositBench(options: DepositBenchOptions): Promise<number> {
  console.log(`Deposit (addBalance) against the no-op (${BASELINE}), through the Functions emulator, warm`);
  console.log('Each level: workers started, 2 warm-up calls per user of each callable, then alternating blocks of each.\n');
  console.log('users  samples  failed   no-op p50    p95  deposit p50    p95  ratio    max   dep/s');
  useFunctionsEnvironment();
  const results: Comparison[] = [];
  const inProcessResults: Comparison[] = [];
  const breakdowns: Array<{ concurrency: number; locked: number; medians: ReturnType<typeof phaseMedians> }> = [];
  for (const concurrency of options.levels) {
    const callsPerSlot = WARM_UP_CALLS + PAIRS * Math.max(1, Math.ceil(options.samples / (PAIRS * concurrency)));
    const users = await slotUsers(concurrency, callsPerSlot);
    await startWorkers(users[0]![0]!, BASELINE, concurrency);
    await startWorkers(users[0]![0]!, 'addBalance', concurrency);
    const { baseline, deposit } = workloads(users);
    const offset = logOffset(EMULATOR_LOG);
    const result = await compare({ baseline, subject: deposit, concurrency, samples: options.samples, pairs: PAIRS, warmUpCalls: WARM_UP_CALLS });
    const records = phaseRecords(EMULATOR_LOG, offset, 'addBalance');
    breakdowns.push({ concurrency, locked: records.filter((record) => (record.phases.lock ?? 0) >= 1).length, medians: phaseMedians(records) });
    results.push(result);
    console.log(row(result));
    for (const error of new Set(result.errors)) console.log(`    failed: ${error}`);
    if (concurrency <= 10) {
      const inProcess = inProcessWorkloads(users);
      inProcessResults.push(
        await compare({ baseline: inProcess.baseline, subject: inProcess.deposit, concurrency, samples: options.samples, pairs: PAIRS, warmUpCalls: WARM_UP_CALLS }),
      );
    }
    await Promise.all(users.flat().map((user) => user.close()));
  }
  if (inProcessResults.length > 0) {
    console.log('\nThe same deposit code without the Functions emulator (in this process), next to one read of the user document:');
    console.log('users  samples  failed    read p50    p95  deposit p50    p95  ratio    max   dep/s');
    for (const result of inProcessResults) console.log(row(result));
  }
  console.log('\nSpread (p95 of each measured block, in the order they ran):');
  for (const result of results) console.log(spread(result));
  printBreakdown(breakdowns);
  return results.reduce((sum, result) => sum + result.subject.failures + result.baseline.failures, 0);
}
