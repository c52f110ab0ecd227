/**
 * `npm run simulate [-- --commands <n>] [--transport inprocess|emulator]`: the money simulation (tests/simulation)
 * with its own emulator stack, one seeded run of up to n commands (default 1,000) with a progress bar and a closing
 * report; more than 2,000 commands run as parts of 2,000, each on a stack started afresh (PART_COMMANDS). Callables
 * run in this stack's test process by default (their handlers called directly against the Firestore emulator, which
 * is what makes 10,000 commands fit in minutes), and so are the providers' webhooks (the sandbox
 * posts them to an HTTP server in the test process); `--transport emulator` sends both through the Functions
 * emulator as `npm test` does. Firestore triggers go through the Functions emulator either way. `SIM_SEED=<seed>`
 * replays a seed (and `SIM_PATH=<path>` the shrunk command list fast-check printed with it), with the same transport. Where several people share the machine, run it under the emulator lock:
 * `flock /tmp/clutchpot-emulators.lock npm run simulate`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFunctions } from './lib/functions-build';
import { startEmulatorStack } from './lib/emulator-stack';
import { PROJECT_ID, REGION } from './lib/stackConfig';
import { formatReport, mergeReports } from '../tests/simulation/report';
import type { SimulationReport } from '../tests/simulation/simulation';

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

const seed = Number(process.env.SIM_SEED ?? Math.floor(Math.random() * 2 ** 31));
if (!Number.isSafeInteger(seed)) {
  console.error(`Not a seed: ${process.env.SIM_SEED}\n${USAGE}`);
  process.exit(2);
}

/**
 * Commands per part of a long run. Each part runs in a test process of its own on an emulator stack started afresh:
 * the Firestore emulator's queries on subcollections and collection groups slow down with every collection the
 * project has ever had, even once the database is emptied (6 to 25 ms for a query on an empty subcollection after
 * about 1,400 users with subcollections), and a long run creates thousands of users. Part i (from 0) runs seed + i,
 * so that a failing part replays alone with its own seed.
 */
const PART_COMMANDS = 2_000;

/** Runs one part in a vitest process of its own; resolves with its exit code and its report, when it wrote one. */
async function runPart(part: { seed: number; commands: number }, stackEnv: Record<string, string>): Promise<{ code: number; report: SimulationReport | null }> {
  const reportFile = join(tmpdir(), `clutchpot-simulation-${process.pid}-${part.seed}.json`);
  rmSync(reportFile, { force: true });
  const child = spawn('npx vitest run --project functions tests/functions/moneySimulation.test.ts', {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...stackEnv, SIM_SEED: String(part.seed), SIM_COMMANDS: String(part.commands), SIM_TRANSPORT: transport, SIM_REPORT_FILE: reportFile },
  });
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const code = await new Promise<number>((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  const report = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as SimulationReport) : null;
  rmSync(reportFile, { force: true });
  return { code, report };
}

try {
  buildFunctions();
  // The sandbox runs in this process: with callables in process, its providers settle and pay out without waiting.
  if (transport === 'inprocess') process.env.CLUTCHPOT_SANDBOX_INSTANT = 'true';
  // ...and sends its webhooks to the test process, which serves the HTTP functions itself (inProcessHttpFunctions.ts).
  if (transport === 'inprocess') process.env.CLUTCHPOT_SANDBOX_FUNCTIONS_URL = `http://127.0.0.1:${await freePort()}/${PROJECT_ID}/${REGION}`;
  const started = Date.now();
  const parts = Array.from({ length: Math.ceil(commands / PART_COMMANDS) }, (_, index) => ({
    seed: seed + index,
    commands: Math.min(PART_COMMANDS, commands - index * PART_COMMANDS),
  }));
  const reports: SimulationReport[] = [];
  let failed: (typeof parts)[number] | null = null;
  for (const [index, part] of parts.entries()) {
    if (parts.length > 1) console.log(`\nPart ${index + 1} of ${parts.length}: ${part.commands} commands, seed ${part.seed}, on a fresh emulator stack`);
    const stack = await startEmulatorStack();
    const { code, report } = await runPart(part, stack.env).finally(() => stack.stop());
    if (report) reports.push(report);
    if (code !== 0) {
      failed = part;
      break;
    }
  }
  if (failed) {
    console.error(`\nThe simulation failed. Replay it with: SIM_SEED=${failed.seed} npm run simulate -- --commands ${failed.commands} --transport ${transport}`);
    process.exit(1);
  }
  if (parts.length > 1) {
    console.log(`\nThe whole run, ${parts.length} parts (replay it with SIM_SEED=${seed} npm run simulate -- --commands ${commands} --transport ${transport}):`);
    console.log(formatReport(mergeReports(reports, Date.now() - started)));
  }
  process.exit(0);
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
}
