/**
 * `npm test`: typecheck, lint, unit tests, then, with the emulator stack up, functions integration tests,
 * security rules tests and browser tests. Ends with one line summing every suite: `N passed, N failed`, plus
 * skipped tests by the reason they gave. A suite counts as failed when its exit status or its report says so, even
 * if no single test failed (errors outside tests, no tests found, tests a failed hook kept from running).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/stackConfig';
import { startEmulatorStack, type EmulatorStack } from './lib/emulator-stack';
import { storageEmulatorAvailable } from './lib/firestore-emulator';
import { buildFunctions } from './lib/functions-build';
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

function heading(title: string): void {
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`);
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

/** Runs a command with its output held back, to print once it ends (so parallel steps do not interleave). */
function runQuietly(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, cwd = ROOT): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: `failed to start: ${error.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

interface HeldStep {
  name: string;
  ok: boolean;
  output: string;
}

/**
 * The steps that need no emulator (typecheck, lint, unit tests, the web build and its budget), one after another
 * with their output held, so they use one core while the emulator suites wait on the emulators with the other.
 * Stops at the web build if it fails: the budget and the browser tests need it.
 */
async function checksOneAfterAnother(steps: Step[]): Promise<HeldStep[]> {
  const done: HeldStep[] = [];
  for (const step of steps) {
    const { ok, output } = await runQuietly(step.command, step.args, step.env, step.cwd);
    done.push({ name: step.name, ok, output });
    if (!ok && step.name === WEB_BUILD) break;
  }
  return done;
}

const WEB_BUILD = 'web build';

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

function vitestOutcome(project: string, exitCode: number | string): SuiteResult {
  const { file, unhandledFile } = vitestArgs(project);
  const unhandled = readJsonReport<UnhandledError[]>(unhandledFile) ?? [];
  return vitestResult(`${project} tests`, readJsonReport<VitestJson>(file), exitCode, ROOT, unhandled);
}

/** A vitest project with its output shown as it runs. */
async function vitest(project: string, env: NodeJS.ProcessEnv = process.env): Promise<SuiteResult> {
  heading(`${project} tests`);
  const { args, unhandledFile } = vitestArgs(project);
  return vitestOutcome(project, await run(join(BIN, 'vitest'), args, { ...env, [UNHANDLED_ERRORS_FILE_ENV]: unhandledFile }));
}

/** A vitest project with its output held, printed by the caller once it ends. */
async function vitestHeld(project: string, env: NodeJS.ProcessEnv): Promise<{ result: SuiteResult; output: string }> {
  const { args, unhandledFile } = vitestArgs(project);
  const { ok, output } = await runQuietly(join(BIN, 'vitest'), args, { ...env, [UNHANDLED_ERRORS_FILE_ENV]: unhandledFile });
  return { result: vitestOutcome(project, ok ? 0 : 1), output };
}

async function browser(env: NodeJS.ProcessEnv): Promise<void> {
  heading('browser tests');
  const file = join(REPORTS, 'browser.json');
  const exitCode = await run(join(BIN, 'playwright'), ['test', '--forbid-only'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  results.push(playwrightResult('browser tests', readJsonReport<PlaywrightJson>(file), exitCode));
}

const EMULATOR_SUITES = ['functions tests', 'rules tests', 'browser tests'];

function printHeld(name: string, output: string): void {
  heading(name);
  if (output.trim()) console.log(output.trimEnd());
}

/**
 * The emulator stack starts first. While the functions tests run (their output shown live) the rules tests run
 * beside them in emulator projects of their own, and the checks that need no emulator run one after another on
 * the remaining core; their output is printed once each part ends. The browser tests run last, alone, on the
 * web build the checks made.
 */
async function main(): Promise<void> {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  heading('emulators');
  let stack: EmulatorStack | null = null;
  let stackFailure: string | null = null;
  try {
    buildFunctions();
    stack = await startEmulatorStack();
  } catch (error) {
    stackFailure = error instanceof Error ? error.message : String(error);
    console.error(`\n${stackFailure}`);
  }

  try {
    const storage = await storageEmulatorAvailable();
    const checks = checksOneAfterAnother([
      { name: 'typecheck: functions', command: join(BIN, 'tsc'), args: ['-p', 'functions'] },
      { name: 'typecheck: web', command: join(BIN, 'tsc'), args: ['-p', 'web'] },
      { name: 'typecheck: scripts and tests', command: join(BIN, 'tsc'), args: ['-p', 'tsconfig.tools.json'] },
      { name: 'lint', command: join(BIN, 'eslint'), args: ['--max-warnings=0', '.'] },
      {
        name: 'unit tests',
        command: join(BIN, 'vitest'),
        args: vitestArgs('unit').args,
        env: { ...process.env, [UNHANDLED_ERRORS_FILE_ENV]: vitestArgs('unit').unhandledFile },
      },
      {
        name: WEB_BUILD,
        command: join(BIN, 'vite'),
        args: ['build', '--mode', 'test'],
        env: { ...process.env, VITE_STORAGE: storage ? 'available' : 'unavailable' },
        cwd: join(ROOT, 'web'),
      },
      { name: 'bundle budget', command: join(BIN, 'tsx'), args: [join(ROOT, 'scripts', 'bundle-budget.ts'), '--check'] },
    ]);

    let rules: { result: SuiteResult; output: string } | null = null;
    let functions: SuiteResult | null = null;
    if (stack) {
      const env = { ...process.env, ...stack.env };
      const rulesRun = vitestHeld('rules', env);
      functions = await vitest('functions', env);
      rules = await rulesRun;
    }

    const held = await checks;
    for (const step of held) {
      printHeld(step.name, step.output);
      if (step.name === 'unit tests') results.push(vitestOutcome('unit', step.ok ? 0 : 1));
      else if (step.name !== WEB_BUILD) results.push(checkResult(step.name, step.ok));
    }
    if (functions) results.push(functions);
    if (rules) {
      printHeld('rules tests', rules.output);
      results.push(rules.result);
    }
    if (!stack) throw new Error(stackFailure ?? 'The emulator stack did not start.');
    const webBuild = held.find((step) => step.name === WEB_BUILD);
    if (!webBuild?.ok) throw new Error('Building the web app failed.');
    await browser({ ...process.env, ...stack.env });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`\n${reason}`);
    results.push(...suitesNotRun(results, EMULATOR_SUITES, reason));
  } finally {
    await stack?.stop().catch((error: unknown) => console.error(`Stopping the emulators failed: ${String(error)}`));
  }

  heading('summary');
  for (const line of summaryLines(results)) console.log(line);
  process.exit(anyFailed(results) ? 1 : 0);
}

await main();
