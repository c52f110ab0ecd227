/**
 * `npm test`: typecheck, lint, unit tests, then, with the emulator stack up, functions integration tests,
 * security rules tests and browser tests. Ends with one line summing every suite: `N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/stackConfig';
import { startEmulatorStack, type EmulatorStack } from './lib/emulator-stack';
import { storageEmulatorAvailable } from './lib/firestore-emulator';
import { buildFunctions } from './lib/functions-build';
import { readPlaywrightReport, readVitestReport, summaryLine, type SuiteResult } from './lib/test-report';

const REPORTS = join(ROOT, '.test-reports');
const BIN = join(ROOT, 'node_modules', '.bin');
const results: SuiteResult[] = [];

function heading(title: string): void {
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`);
}

/**
 * Runs a command to completion without blocking this process: the sandbox server the tests talk to lives here.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, cwd = ROOT): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** A pass/fail step (typecheck, lint) counts as one check. */
async function check(name: string, command: string, args: string[]): Promise<void> {
  heading(name);
  const ok = await run(command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

async function vitest(project: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  heading(`${project} tests`);
  const file = join(REPORTS, `${project}.json`);
  await run(join(BIN, 'vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  results.push(readVitestReport(`${project} tests`, file));
}

async function browser(env: NodeJS.ProcessEnv): Promise<void> {
  heading('browser tests');
  const file = join(REPORTS, 'browser.json');
  await run(join(BIN, 'playwright'), ['test'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  results.push(readPlaywrightReport('browser tests', file));
}

function emulatorSuitesFailed(reason: string): void {
  console.error(`\n${reason}`);
  for (const name of ['functions tests', 'rules tests', 'browser tests']) {
    results.push({ name, passed: 0, failed: 1, skipped: 0, error: reason });
  }
}

async function main(): Promise<void> {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  await check('typecheck: functions', join(BIN, 'tsc'), ['-p', 'functions']);
  await check('typecheck: web', join(BIN, 'tsc'), ['-p', 'web']);
  await check('typecheck: scripts and tests', join(BIN, 'tsc'), ['-p', 'tsconfig.tools.json']);
  await check('lint', join(BIN, 'eslint'), ['--max-warnings=0', '.']);
  await vitest('unit');

  heading('build');
  let stack: EmulatorStack | null = null;
  try {
    buildFunctions();
    const storage = await storageEmulatorAvailable();
    const webBuilt = await run(join(BIN, 'vite'), ['build', '--mode', 'test'], { ...process.env, VITE_STORAGE: storage ? 'available' : 'unavailable' }, join(ROOT, 'web'));
    if (!webBuilt) throw new Error('Building the web app failed.');
    await check('bundle budget', join(BIN, 'tsx'), [join(ROOT, 'scripts', 'bundle-budget.ts'), '--check']);
    heading('emulators');
    stack = await startEmulatorStack();
    const env = { ...process.env, ...stack.env };
    await vitest('functions', env);
    await vitest('rules', env);
    await browser(env);
  } catch (error) {
    emulatorSuitesFailed((error as Error).message);
  } finally {
    await stack?.stop();
  }

  heading('summary');
  for (const result of results) {
    const skipped = result.skipped ? `, ${result.skipped} skipped` : '';
    const note = result.error ? ` (${result.error})` : '';
    console.log(`  ${result.name.padEnd(30)} ${result.passed} passed, ${result.failed} failed${skipped}${note}`);
  }
  console.log(`\n${summaryLine(results)}`);
  process.exit(results.some((result) => result.failed > 0) ? 1 : 0);
}

await main();
