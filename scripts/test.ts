/**
 * `npm test`: typecheck, lint, unit tests, then, with the emulator stack up, functions integration tests,
 * security rules tests and browser tests. Ends with one line summing every suite: `N passed, N failed`, plus
 * skipped tests by the reason they gave. A suite counts as failed when its exit status or its report says so, even
 * if no single test failed (errors outside tests, no tests found, tests a failed hook kept from running).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/stackConfig';
import { startEmulatorStack, type EmulatorStack } from './lib/emulator-stack';
import { storageEmulatorAvailable } from './lib/firestore-emulator';
import { buildFunctions } from './lib/functions-build';
import { citationsNotShown, citedTests, passedTests } from './lib/cited-tests';
import {
  anyFailed,
  checkResult,
  playwrightResult,
  readJsonReport,
  suitesNotRun,
  summaryLines,
  vitestResult,
  type PlaywrightJson,
  type SuiteResult,
  type VitestJson,
} from './lib/test-report';
import { UNHANDLED_ERRORS_FILE_ENV, type UnhandledError } from './lib/unhandled-errors-reporter';

const REPORTS = join(ROOT, '.test-reports');
const BIN = join(ROOT, 'node_modules', '.bin');
const results: SuiteResult[] = [];

const STARTED = Date.now();

/** A section's title, with the time since `npm test` started (what CI's time budget counts). */
function heading(title: string): void {
  const elapsed = Math.round((Date.now() - STARTED) / 1000);
  const at = `${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}`;
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 70 - title.length))} ${at}`);
}

/**
 * Runs a command to completion without blocking this process (the sandbox server the tests talk to lives here)
 * and returns its exit code, or the signal that stopped it.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, cwd = ROOT): Promise<number | string> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', (error) => resolve(`a failure to start (${error.message})`));
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'an unknown cause'));
  });
}

/** A pass/fail step (typecheck, lint) counts as one check. */
async function check(name: string, command: string, args: string[]): Promise<void> {
  heading(name);
  results.push(checkResult(name, (await run(command, args)) === 0));
}

/** Runs a command with its output held back, to print once it ends (so parallel steps do not interleave). */
function runQuietly(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ ok: boolean; code: number | string; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, code: `a failure to start (${error.message})`, output: `failed to start: ${error.message}` }));
    child.on('close', (code, signal) => resolve({ ok: code === 0, code: code ?? signal ?? 'an unknown cause', output: Buffer.concat(chunks).toString() }));
  });
}

interface Step {
  name: string;
  command: string;
  args: string[];
}

/**
 * Typecheck and lint are single-threaded: lanes run side by side to keep both cores busy, each lane's steps one
 * after another. Results are reported lane by lane whatever order they finish in.
 */
async function checksInLanes(lanes: Step[][]): Promise<void> {
  const outcomes = new Map<string, Promise<{ ok: boolean; output: string }>>();
  for (const lane of lanes) {
    let previous: Promise<unknown> = Promise.resolve();
    for (const step of lane) {
      const outcome = previous.then(() => runQuietly(step.command, step.args));
      outcomes.set(step.name, outcome);
      previous = outcome;
    }
  }
  for (const step of lanes.flat()) {
    const { ok, output } = await outcomes.get(step.name)!;
    heading(step.name);
    if (output.trim()) console.log(output.trimEnd());
    results.push(checkResult(step.name, ok));
  }
}

function vitestArgs(project: string): { args: string[]; file: string; unhandledFile: string } {
  const file = join(REPORTS, `${project}.json`);
  const unhandledFile = join(REPORTS, `${project}-unhandled.json`);
  // A focused test (.only) would turn a whole-suite run into a partial one that still looks green.
  const args = [
    'run',
    '--project',
    project,
    '--allowOnly=false',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    `--reporter=${join(ROOT, 'scripts', 'lib', 'unhandled-errors-reporter.ts')}`,
  ];
  return { args, file, unhandledFile };
}

function vitestOutcome(project: string, file: string, unhandledFile: string, exitCode: number | string): SuiteResult {
  const unhandled = readJsonReport<UnhandledError[]>(unhandledFile) ?? [];
  return vitestResult(`${project} tests`, readJsonReport<VitestJson>(file), exitCode, ROOT, unhandled);
}

async function vitest(project: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  heading(`${project} tests`);
  const { args, file, unhandledFile } = vitestArgs(project);
  const exitCode = await run(join(BIN, 'vitest'), args, { ...env, [UNHANDLED_ERRORS_FILE_ENV]: unhandledFile });
  results.push(vitestOutcome(project, file, unhandledFile, exitCode));
}

/**
 * Starts a vitest project in the background on one worker, its output held back: `report` waits for it, prints
 * its output and records its result. The rules tests run this way beside the functions tests, which spend most
 * of their time waiting on the Functions emulator; each rules file has an emulator project of its own, so neither
 * suite sees the other's data.
 */
function vitestAlongside(project: string, env: NodeJS.ProcessEnv): { report: () => Promise<void> } {
  const { args, file, unhandledFile } = vitestArgs(project);
  const outcome = runQuietly(join(BIN, 'vitest'), [...args, '--maxWorkers=1'], { ...env, [UNHANDLED_ERRORS_FILE_ENV]: unhandledFile });
  return {
    report: async () => {
      const { code, output } = await outcome;
      heading(`${project} tests (run alongside)`);
      if (output.trim()) console.log(output.trimEnd());
      results.push(vitestOutcome(project, file, unhandledFile, code));
    },
  };
}

async function browser(env: NodeJS.ProcessEnv): Promise<void> {
  heading('browser tests');
  const file = join(REPORTS, 'browser.json');
  const exitCode = await run(join(BIN, 'playwright'), ['test', '--forbid-only'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  results.push(playwrightResult('browser tests', readJsonReport<PlaywrightJson>(file), exitCode));
}

const EMULATOR_SUITES = ['functions tests', 'rules tests', 'browser tests'];
const COMPLIANCE_DOC = 'docs/responsible-gambling-rts.md';

/** Every test the compliance document cites ran in this run and passed (see scripts/lib/cited-tests.ts). */
function checkCitations(): void {
  heading(`tests cited in ${COMPLIANCE_DOC}`);
  const report = <T>(name: string) => readJsonReport<T>(join(REPORTS, `${name}.json`));
  const passed = passedTests(ROOT, [report<VitestJson>('unit'), report<VitestJson>('functions'), report<VitestJson>('rules')], report<PlaywrightJson>('browser'), 'tests/browser');
  const cited = citedTests(readFileSync(join(ROOT, COMPLIANCE_DOC), 'utf8'));
  const notShown = citationsNotShown(cited, passed);
  for (const { file, title } of notShown) console.log(`  not shown by this run: ${file} › ${title}`);
  console.log(`${cited.length - notShown.length} of ${cited.length} cited tests passed`);
  results.push(checkResult(`tests cited in ${COMPLIANCE_DOC}`, cited.length > 0 && notShown.length === 0));
}

async function main(): Promise<void> {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  await checksInLanes([
    [
      { name: 'typecheck: functions', command: join(BIN, 'tsc'), args: ['-p', 'functions'] },
      { name: 'typecheck: web', command: join(BIN, 'tsc'), args: ['-p', 'web'] },
      { name: 'typecheck: scripts and tests', command: join(BIN, 'tsc'), args: ['-p', 'tsconfig.tools.json'] },
    ],
    [{ name: 'lint', command: join(BIN, 'eslint'), args: ['--max-warnings=0', '.'] }],
  ]);
  await vitest('unit');

  heading('build');
  let stack: EmulatorStack | null = null;
  try {
    buildFunctions();
    const storage = await storageEmulatorAvailable();
    const webBuild = await run(join(BIN, 'vite'), ['build', '--mode', 'test'], { ...process.env, VITE_STORAGE: storage ? 'available' : 'unavailable' }, join(ROOT, 'web'));
    if (webBuild !== 0) throw new Error('Building the web app failed.');
    heading('emulators');
    stack = await startEmulatorStack();
    const env = { ...process.env, ...stack.env };
    // What a visitor's browser fetches for `/`, with the stack up so the page loads its data as the browser tests see
    // it, is the gate; the static closure is printed beside it.
    await check('bundle budget', join(BIN, 'tsx'), [join(ROOT, 'scripts', 'bundle-budget.ts'), '--check']);
    const rules = vitestAlongside('rules', env);
    await vitest('functions', env);
    await rules.report();
    // The functions tests' bursts of concurrent calls leave hundreds of idle Functions workers holding memory.
    await stack.trimFunctionWorkers();
    await browser(env);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`\n${reason}`);
    results.push(...suitesNotRun(results, EMULATOR_SUITES, reason));
  } finally {
    await stack?.stop().catch((error: unknown) => console.error(`Stopping the emulators failed: ${String(error)}`));
  }

  checkCitations();
  heading('summary');
  for (const line of summaryLines(results)) console.log(line);
  process.exit(anyFailed(results) ? 1 : 0);
}

await main();
