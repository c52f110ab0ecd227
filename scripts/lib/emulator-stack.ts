import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { ROOT, PROJECT_ID, REGION, SANDBOX_PORT, WORK_DIR, emulatorAddress, hostPort } from './stackConfig';
import { dotenvFile } from './dotenv';
import { requireJava } from './java';
import { resolveFirestoreEmulator, storageEmulatorAvailable } from './firestore-emulator';
import { delay, killOrphans, portIsFree, processAlive, startProcess, surplusFunctionWorkers, type ManagedProcess } from './processes';
import { startSandboxServer, SANDBOX_SECRETS } from '../sandbox/server';
import { functionParamsEnv } from './functionParams';
import { newClientSigningKey } from '../sandbox/truelayerSignatures';

export interface EmulatorStack {
  /** Environment for processes that talk to the emulators (tests, seed, dev server). */
  env: Record<string, string>;
  storage: boolean;
  /**
   * Ends all but one of each function's Functions emulator workers, between suites when none is busy. The emulator
   * starts a worker per function and one more for each call that finds every worker of that function busy, and keeps
   * them all for its life: a suite that makes many calls at once leaves hundreds (about 130 MB each), enough to fill
   * the machine's memory. Keeping one each spares the next suite a cold start of every function (about 3 s of CPU
   * apiece).
   */
  trimFunctionWorkers: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface StackOptions {
  /** Echo emulator output to the terminal (dev) instead of only to .emulators/emulators.log. */
  echo?: boolean;
  log?: (message: string) => void;
}

const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
/** Seconds a Functions emulator worker process may take to start (firebase-tools waits 30 s by default). */
const WORKER_START_TIMEOUT_S = 150;

export const EMULATOR_LOG = join(WORK_DIR, 'emulators.log');

/** Secrets the Functions emulator reads from functions/.secret.local: sandbox credentials only. */
function writeLocalSecrets(secrets: Record<string, string>): void {
  writeFileSync(join(ROOT, 'functions', '.secret.local'), dotenvFile(secrets));
}

/** Command-line fragments of emulator processes this checkout starts. */
const ORPHAN_MARKERS = [WORK_DIR, join(ROOT, 'node_modules'), 'cloud-firestore-emulator'];

async function busyPorts(names: Array<'auth' | 'firestore' | 'functions' | 'storage' | 'hub'>): Promise<string[]> {
  const busy: string[] = [];
  for (const name of names) {
    const { port } = emulatorAddress(name);
    if (!(await portIsFree(port))) busy.push(`${name} (${port})`);
  }
  if (!(await portIsFree(SANDBOX_PORT))) busy.push(`sandbox server (${SANDBOX_PORT})`);
  return busy;
}

async function assertPortsFree(names: Array<'auth' | 'firestore' | 'functions' | 'storage' | 'hub'>): Promise<void> {
  let busy = await busyPorts(names);
  // A run that was killed outright can leave its emulators behind; those orphans are ours to clean up.
  if (busy.length > 0 && killOrphans(ORPHAN_MARKERS) > 0) {
    await delay(1000);
    busy = await busyPorts(names);
  }
  if (busy.length > 0) {
    throw new Error(
      `Ports already in use: ${busy.join(', ')}. Another emulator stack (npm run dev or npm test) is probably ` +
        'running; stop it first.',
    );
  }
}

export function stackEnv(storage: boolean): Record<string, string> {
  const env: Record<string, string> = {
    // Scheduled jobs, the seed and tests run function code outside the emulator, with the same params.
    ...functionParamsEnv(),
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: hostPort('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: hostPort('auth'),
    FIREBASE_EMULATOR_HUB: hostPort('hub'),
    CLUTCHPOT_FUNCTIONS_URL: `http://${hostPort('functions')}/${PROJECT_ID}/${REGION}`,
    CLUTCHPOT_SANDBOX_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
    CLUTCHPOT_STORAGE: storage ? 'available' : 'unavailable',
    // The Admin SDK in tests and scripts must not probe for a Google Cloud metadata server.
    METADATA_SERVER_DETECTION: 'none',
  };
  if (storage) env.FIREBASE_STORAGE_EMULATOR_HOST = hostPort('storage');
  return env;
}

/**
 * Starts the sandbox server and the Firebase emulators (auth, firestore, functions, and storage where it can
 * run), and resolves once functions are loaded. The functions must already be built into functions/lib.
 */
export async function startEmulatorStack(options: StackOptions = {}): Promise<EmulatorStack> {
  const log = options.log ?? ((message: string) => console.log(message));
  requireJava();
  const firestore = await resolveFirestoreEmulator();
  if (firestore.kind === 'gcloud') log(`Firestore emulator: Google Cloud CLI build (${firestore.jar})`);
  const storage = await storageEmulatorAvailable();
  if (!storage) {
    log('Storage emulator unavailable offline (its rules runtime cannot be downloaded): image upload is disabled.');
  }
  const only: Array<'auth' | 'firestore' | 'functions' | 'storage'> = ['auth', 'firestore', 'functions'];
  if (storage) only.push('storage');
  await assertPortsFree([...only, 'hub']);
  mkdirSync(WORK_DIR, { recursive: true });
  // A fresh request-signing key pair per stack: the functions get the private half, the sandbox the public one.
  const trueLayerSigningKey = newClientSigningKey();
  writeLocalSecrets({ ...SANDBOX_SECRETS, TRUELAYER_SIGNING_PRIVATE_KEY: trueLayerSigningKey.privateKeyPem });
  if (!existsSync(join(ROOT, 'functions', 'lib', 'index.js'))) {
    throw new Error('functions/lib/index.js is missing: build the functions first (npm run build -w functions).');
  }

  const sandbox: Server = await startSandboxServer(SANDBOX_PORT, { trueLayerSigningKey });
  writeFileSync(EMULATOR_LOG, '');
  let ready = false;
  let emulators: ManagedProcess | null = null;
  const stop = async () => {
    await emulators?.stop();
    // firebase-tools starts Java in a process group of its own; make sure it did not outlive its parent.
    killOrphans(ORPHAN_MARKERS);
    await new Promise<void>((resolve) => sandbox.close(() => resolve()));
  };
  try {
    emulators = startProcess(
      'emulators',
      FIREBASE_BIN,
      ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          // A burst of concurrent calls starts one Functions worker process per call; on a busy 2-core machine they
          // take longer than the default 30 s to come up, and a worker that misses it drops its request unanswered.
          FUNCTIONS_DISCOVERY_TIMEOUT: String(WORKER_START_TIMEOUT_S),
          ...(firestore.kind === 'gcloud' || firestore.kind === 'override'
            ? { FIRESTORE_EMULATOR_BINARY_PATH: firestore.binaryPath }
            : {}),
        },
        logFile: EMULATOR_LOG,
        ...(options.echo ? { echoPrefix: '[emulators] ' } : {}),
        onLine: (line) => {
          if (line.includes('All emulators ready')) ready = true;
        },
      },
    );
    const started = Date.now();
    while (!ready) {
      if (emulators.child.exitCode !== null) {
        throw new Error(`The emulators exited during start-up; see ${EMULATOR_LOG}`);
      }
      if (Date.now() - started > 180_000) throw new Error(`The emulators did not start in 180 s; see ${EMULATOR_LOG}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const trimFunctionWorkers = async () => {
    const extra = surplusFunctionWorkers(join(ROOT, 'node_modules', 'firebase-tools'));
    for (const pid of extra) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    const started = Date.now();
    while (extra.some(processAlive)) {
      if (Date.now() - started > 30_000) throw new Error('Functions emulator workers did not end in 30 s');
      await delay(200);
    }
  };
  // Processes that run callables in-process (the long simulation) sign TrueLayer requests with the same key.
  return {
    env: { ...stackEnv(storage), TRUELAYER_SIGNING_PRIVATE_KEY: trueLayerSigningKey.privateKeyPem },
    storage,
    trimFunctionWorkers,
    stop,
  };
}
