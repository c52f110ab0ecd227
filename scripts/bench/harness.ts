import { randomUUID } from 'node:crypto';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { auth as adminAuth, db } from '../../functions/src/core/admin';
import { ensureUserDocument } from '../../functions/src/users/newUser';
import { PROJECT_ID } from '../lib/stackConfig';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import type { CallableName } from '../../functions/src/shared/contract';

/**
 * The benchmark harness: signed-in bench users calling callables through the Functions emulator, a warm-up that
 * starts every worker before anything is measured, and closed-loop measurement of a call next to a baseline
 * call at the same concurrency in the same run. Scenarios (deposits today, battle bets and settlement later)
 * supply what one call does; the harness does the rest.
 */

const PASSWORD = 'Bench1234';
/** A p95 is read from the slowest 5%; with fewer than this many samples that tail is under 5 calls. */
export const STABLE_P95_SAMPLES = 100;

/**
 * A callable's request as the platform hands it to a function, for function code run in the bench's own process
 * (the bench never switches the geoblock on, so the caller's address is not looked up).
 */
export const BENCH_REQUEST = { data: {}, rawRequest: { ip: '127.0.0.1', headers: {} } } as unknown as CallableRequest<unknown>;

export interface BenchUser {
  uid: string;
  call: (name: CallableName, data: unknown) => Promise<unknown>;
  close: () => Promise<void>;
}

export function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** An identity-verified user who has accepted the funds protection notice, signed in with the client SDK. */
export async function createBenchUser(fields: Record<string, unknown> = {}): Promise<BenchUser> {
  const tag = randomUUID().slice(0, 8);
  const email = `bench-${tag}@example.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  await ensureUserDocument({ uid, email, requestedUsername: `bench_${tag}`, signInMethod: 'email' });
  await db.doc(corePaths.user(uid)).update({
    isNew: false,
    isVerified: true,
    'agreements.fundsProtectionNotice': { agreed: true, updatedAt: new Date() },
    ...fields,
  });
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `bench-${tag}`);
  const clientAuth = getAuth(app);
  connectAuthEmulator(clientAuth, `http://${env('FIREBASE_AUTH_EMULATOR_HOST')}`, { disableWarnings: true });
  const functions: Functions = getFunctions(app);
  const { hostname, port } = new URL(env('CLUTCHPOT_FUNCTIONS_URL'));
  connectFunctionsEmulator(functions, hostname, Number(port));
  await signInWithEmailAndPassword(clientAuth, email, PASSWORD);
  const callables = new Map<string, (data: unknown) => Promise<unknown>>();
  const call = (name: CallableName, data: unknown) => {
    let callable = callables.get(name);
    if (!callable) {
      callable = httpsCallable(functions, name);
      callables.set(name, callable);
    }
    return callable(data);
  };
  return { uid, call, close: () => deleteApp(app) };
}

/**
 * The Functions emulator runs each concurrent call in a worker process of its own and starts one whenever all
 * are busy. Workers are started a few at a time with requests the callable refuses at once (an empty request
 * fails validation before any work), so start-up never lands in a measurement and a small machine is spared a
 * burst of process starts.
 */
export async function startWorkers(user: BenchUser, callable: CallableName, workers: number): Promise<void> {
  const refused = () =>
    user.call(callable, { unexpected: true }).then(
      () => false,
      (error: { code?: string }) => error.code === 'functions/invalid-argument',
    );
  for (let size = Math.min(4, workers), tries = 0; tries < 60; tries += 1) {
    const answers = await Promise.all(Array.from({ length: size }, refused));
    if (answers.every(Boolean)) {
      if (size === workers) return;
      size = Math.min(size + 4, workers);
    }
  }
  throw new Error(`The Functions emulator could not start ${workers} workers for ${callable}`);
}

export interface Stats {
  samples: number;
  failures: number;
  p50: number;
  p95: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function statsOf(latencies: number[], failures = 0): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    failures,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** One measured call of one slot: prepare (not timed), then the call itself (timed). */
export interface Workload<P> {
  name: string;
  prepare: (slot: number, index: number) => Promise<P>;
  run: (slot: number, prepared: P) => Promise<unknown>;
}

export interface BlockResult {
  latencies: number[];
  failures: number;
  errors: string[];
  seconds: number;
}

/**
 * Runs `callsPerSlot` calls on each of `slots` concurrent slots, each slot starting its next call when the last
 * one answers (a closed loop, so exactly `slots` calls are in flight). Preparation happens before the clock starts.
 */
export async function runBlock<P>(workload: Workload<P>, slots: number, callsPerSlot: number, offset = 0): Promise<BlockResult> {
  const prepared = await Promise.all(
    Array.from({ length: slots }, (_, slot) =>
      Promise.all(Array.from({ length: callsPerSlot }, (_, index) => workload.prepare(slot, offset + index))),
    ),
  );
  const latencies: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  await Promise.all(
    prepared.map(async (items, slot) => {
      for (const item of items) {
        const begin = performance.now();
        try {
          await workload.run(slot, item);
          latencies.push(performance.now() - begin);
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
    }),
  );
  return { latencies, failures: errors.length, errors, seconds: (performance.now() - started) / 1000 };
}

export interface Comparison {
  concurrency: number;
  baseline: Stats;
  subject: Stats;
  /** p95 of each block, baseline and subject, in the order they ran: their spread shows how steady the run was. */
  blockP95: { baseline: number[]; subject: number[] };
  subjectPerSecond: number;
  errors: string[];
}

/**
 * Measures `subject` next to `baseline` at `concurrency`: warm-up blocks of both (discarded), then `pairs`
 * alternating blocks of each, so that load from outside the run falls on both alike.
 */
export async function compare<B, S>(input: {
  baseline: Workload<B>;
  subject: Workload<S>;
  concurrency: number;
  samples: number;
  pairs: number;
  warmUpCalls: number;
}): Promise<Comparison> {
  const { baseline, subject, concurrency, pairs } = input;
  const callsPerSlot = Math.max(1, Math.ceil(input.samples / (pairs * concurrency)));
  let offset = 0;
  for (const workload of [baseline, subject] as Array<Workload<unknown>>) {
    const warm = await runBlock(workload, concurrency, input.warmUpCalls, 0);
    if (warm.failures > 0) throw new Error(`${workload.name} failed during warm-up: ${warm.errors[0]}`);
  }
  offset += input.warmUpCalls;
  const base: BlockResult[] = [];
  const subj: BlockResult[] = [];
  for (let pair = 0; pair < pairs; pair += 1) {
    base.push(await runBlock(baseline, concurrency, callsPerSlot, offset));
    subj.push(await runBlock(subject, concurrency, callsPerSlot, offset));
    offset += callsPerSlot;
  }
  const all = (blocks: BlockResult[]) => blocks.flatMap((block) => block.latencies);
  const failures = (blocks: BlockResult[]) => blocks.reduce((sum, block) => sum + block.failures, 0);
  const subjectSeconds = subj.reduce((sum, block) => sum + block.seconds, 0);
  return {
    concurrency,
    baseline: statsOf(all(base), failures(base)),
    subject: statsOf(all(subj), failures(subj)),
    blockP95: { baseline: base.map((block) => statsOf(block.latencies).p95), subject: subj.map((block) => statsOf(block.latencies).p95) },
    subjectPerSecond: all(subj).length / subjectSeconds,
    errors: [...base, ...subj].flatMap((block) => block.errors),
  };
}

export const ms = (value: number, width = 7) => `${Number.isFinite(value) ? value.toFixed(0) : '-'} ms`.padStart(width);
