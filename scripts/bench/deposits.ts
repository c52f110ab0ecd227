import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { auth as adminAuth, db } from '../../functions/src/core/admin';
import { reconcile } from '../../functions/src/ledger/reconcile';
import { ensureUserDocument } from '../../functions/src/users/newUser';
import { PROJECT_ID } from '../lib/stackConfig';
import { paypalCustomId } from '../../functions/src/shared/wallet/constants';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';

const PASSWORD = 'Bench1234';
/** $10: under every default limit for the whole run and outside the bonus range, so each deposit is alike. */
const DEPOSIT_CENTS = 1_000;

interface BenchUser {
  uid: string;
  call: (data: unknown) => Promise<unknown>;
  close: () => Promise<void>;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function createUser(): Promise<BenchUser> {
  const tag = randomUUID().slice(0, 8);
  const email = `bench-${tag}@example.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  await ensureUserDocument({ uid, email, requestedUsername: `bench_${tag}`, signInMethod: 'email' });
  await db.doc(corePaths.user(uid)).update({
    isNew: false,
    isVerified: true,
    'agreements.fundsProtectionNotice': { agreed: true, updatedAt: new Date() },
  });
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `bench-${tag}`);
  const clientAuth = getAuth(app);
  connectAuthEmulator(clientAuth, `http://${env('FIREBASE_AUTH_EMULATOR_HOST')}`, { disableWarnings: true });
  const functions = getFunctions(app);
  const { hostname, port } = new URL(env('CLUTCHPOT_FUNCTIONS_URL'));
  connectFunctionsEmulator(functions, hostname, Number(port));
  await signInWithEmailAndPassword(clientAuth, email, PASSWORD);
  const addBalance = httpsCallable(functions, 'addBalance');
  return { uid, call: (data) => addBalance(data), close: () => deleteApp(app) };
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/**
 * The Functions emulator starts one worker process per concurrent request. Starting them a few at a time (with
 * requests it refuses at once) keeps worker start-up out of the deposit figures and spares a small machine a
 * burst of 50 process starts.
 */
async function warmUpWorkers(user: BenchUser, workers: number): Promise<void> {
  const refused = () => user.call({}).then(() => false, (error: { code?: string }) => error.code === 'functions/invalid-argument');
  for (let size = Math.min(4, workers), tries = 0; tries < 40; tries += 1) {
    const answers = await Promise.all(Array.from({ length: size }, refused));
    if (answers.every(Boolean)) {
      if (size === workers) return;
      size = Math.min(size + 4, workers);
    }
  }
  throw new Error(`The Functions emulator could not start ${workers} workers`);
}

async function runLevel(concurrency: number, depositsPerUser: number) {
  const users = await Promise.all(Array.from({ length: concurrency }, () => createUser()));
  await warmUpWorkers(users[0]!, concurrency);
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    users.map(async (user) => {
      for (let index = 0; index < depositsPerUser; index += 1) {
        const orderId = await completedOrder(user.uid);
        const begin = performance.now();
        try {
          await user.call({ orderId, amount: DEPOSIT_CENTS, requestId: randomUUID().replace(/-/g, '') });
          latencies.push(performance.now() - begin);
        } catch (error) {
          failures += 1;
          console.error(`  deposit failed: ${(error as Error).message}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(users.map((user) => user.close()));
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    deposits: latencies.length,
    failures,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies[latencies.length - 1] ?? NaN,
    perSecond: latencies.length / elapsed,
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);

export async function runDepositBench(levels: number[], depositsPerUser: number): Promise<number> {
  console.log(`Deposit latency through the Functions emulator (addBalance, ${depositsPerUser} deposits per user)\n`);
  console.log('users  deposits  failed       p50       p95       max   deposits/s');
  let failed = 0;
  for (const level of levels) {
    const result = await runLevel(level, depositsPerUser);
    failed += result.failures;
    console.log(
      `${String(result.concurrency).padStart(5)}  ${String(result.deposits).padStart(8)}  ${String(result.failures).padStart(6)}  ${ms(result.p50)}  ${ms(result.p95)}  ${ms(result.max)}  ${result.perSecond.toFixed(1).padStart(11)}`,
    );
  }
  const report = await reconcile();
  console.log(
    `\nReconcile: ${report.ok ? 'clean' : `${report.discrepancies.length} discrepancies`} (${report.checkedUsers} users, ${report.checkedEntries} ledger entries; ` +
      `balances ${report.totals.userBalances} + house ${Object.values(report.totals.house).reduce((a, b) => a + b, 0)} = deposits ${report.totals.completedDeposits} - payouts ${report.totals.completedPayouts} cents)`,
  );
  for (const discrepancy of report.discrepancies) console.log(`  ${JSON.stringify(discrepancy)}`);
  return report.ok && failed === 0 ? 0 : 1;
}
