/**
 * `npm run dev`: the whole product locally. Starts the sandbox server and the Firebase emulators, bundles and
 * watches the functions, seeds the demo accounts, runs the scheduled jobs on their intervals, serves the web app with
 * Vite and prints where to go.
 * Ctrl-C stops everything it started.
 */
import { join } from 'node:path';
import { ROOT, VITE_DEV_PORT } from './lib/stackConfig';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './lib/demo-accounts';
import { startEmulatorStack, type EmulatorStack } from './lib/emulator-stack';
import { buildFunctions, watchFunctions } from './lib/functions-build';
import { startProcess, waitFor, type ManagedProcess } from './lib/processes';

const running: ManagedProcess[] = [];
let stack: EmulatorStack | null = null;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping Clutchpot...');
    for (const child of running.reverse()) await child.stop();
    await stack?.stop();
  }
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function printBanner(url: string, storage: boolean): void {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.label.length));
  console.log(`
  Clutchpot is running at ${url}

  Demo accounts (password for all: ${DEMO_PASSWORD})
${DEMO_ACCOUNTS.map((account) => `    ${account.label.padEnd(width)}  ${account.email}`).join('\n')}
${storage ? '' : '\n  Image upload is unavailable here: the Storage emulator cannot run offline.\n'}
  Press Ctrl-C to stop.
`);
}

try {
  console.log('Bundling the functions...');
  buildFunctions();
  stack = await startEmulatorStack({ echo: process.env.CLUTCHPOT_QUIET !== 'true' });
  const env = { ...process.env, ...stack.env };

  running.push(watchFunctions());

  console.log('Seeding demo data...');
  // Asynchronous on purpose: the sandbox server in this process must keep answering meanwhile.
  const seed = startProcess('seed', process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'seed.ts')], {
    cwd: ROOT,
    env,
    echoPrefix: '',
  });
  if ((await seed.exited) !== 0) throw new Error('Seeding the demo data failed.');

  running.push(
    startProcess('scheduler', process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'scheduler.ts')], {
      cwd: ROOT,
      env,
      echoPrefix: '[jobs] ',
    }),
  );

  const vite = startProcess('web', process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), '--mode', 'development'], {
    cwd: join(ROOT, 'web'),
    env: { ...env, VITE_STORAGE: stack.storage ? 'available' : 'unavailable' },
    echoPrefix: '[web] ',
  });
  running.push(vite);
  const url = `http://127.0.0.1:${VITE_DEV_PORT}`;
  await waitFor('the web dev server', async () => (await fetch(url)).ok, 60_000);
  printBanner(url, stack.storage);

  const exited = await Promise.race(running.map(async (child) => ({ name: child.name, code: await child.exited })));
  if (!stopping) {
    console.error(`${exited.name} stopped unexpectedly (exit code ${exited.code}).`);
    await shutdown(1);
  }
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  await shutdown(1);
}
