/**
 * `npm run simulate [-- --commands <n>] [--transport inprocess|emulator]`: the money simulation (tests/simulation)
 * with its own emulator stack, one seeded run of up to n commands (default 1,000) with a progress bar and a closing
 * report. Callables run in this stack's test process by default (their handlers called directly against the Firestore
 * emulator, which is what makes 10,000 commands fit in minutes), and so are the providers' webhooks (the sandbox
 * posts them to an HTTP server in the test process); `--transport emulator` sends both through the Functions
 * emulator as `npm test` does. Firestore triggers go through the Functions emulator either way. `SIM_SEED=<seed>`
 * replays a seed (and `SIM_PATH=<path>` the shrunk command list fast-check printed with it), with the same transport. Where several people share the machine, run it under the emulator lock:
 * `flock /tmp/clutchpot-emulators.lock npm run simulate`.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { buildFunctions } from './lib/functions-build';
import { startEmulatorStack } from './lib/emulator-stack';
import { PROJECT_ID, REGION } from './lib/stackConfig';

const USAGE = 'Usage: [SIM_SEED=<seed>] npm run simulate [-- --commands <n>] [--transport inprocess|emulator]';
const TRANSPORTS = ['inprocess', 'emulator'];

let commands = 1_000;
let transport = 'inprocess';
try {
  const { values } = parseArgs({ options: { commands: { type: 'string' }, transport: { type: 'string' } }, strict: true });
  if (values.commands !== undefined) commands = Number(values.commands);
  if (!Number.isSafeInteger(commands) || commands < 1) throw new Error(`Not a number of commands: ${values.commands}`);
  transport = values.transport ?? transport;
  if (!TRANSPORTS.includes(transport)) throw new Error(`Not a transport: ${transport}`);
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

/** A port nothing listens on now (the system's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const seed = process.env.SIM_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
try {
  buildFunctions();
  // The sandbox runs in this process: with callables in process, its providers settle and pay out without waiting.
  if (transport === 'inprocess') process.env.CLUTCHPOT_SANDBOX_INSTANT = 'true';
  // ...and sends its webhooks to the test process, which serves the HTTP functions itself (inProcessHttpFunctions.ts).
  if (transport === 'inprocess') process.env.CLUTCHPOT_SANDBOX_FUNCTIONS_URL = `http://127.0.0.1:${await freePort()}/${PROJECT_ID}/${REGION}`;
  const stack = await startEmulatorStack();
  const child = spawn('npx vitest run --project functions tests/functions/moneySimulation.test.ts', {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...stack.env, SIM_SEED: seed, SIM_COMMANDS: String(commands), SIM_TRANSPORT: transport },
  });
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const code = await new Promise<number>((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  await stack.stop();
  if (code !== 0) console.error(`\nThe simulation failed. Replay it with: SIM_SEED=${seed} npm run simulate -- --commands ${commands} --transport ${transport}`);
  process.exit(code);
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
}
