import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { UnhandledError } from './unhandled-errors-reporter';

/**
 * What one step of `npm test` found. Counts come from the suite's JSON report and its exit status together: a
 * report alone can say "0 failed" for a run that went wrong (an unhandled rejection, no test files, a failed
 * hook), so every such case adds a failure and a note saying why.
 */
export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  /** Skipped tests by the reason they gave (NO_REASON when they gave none). */
  skipped: Record<string, number>;
  /** Why failures beyond failed tests were counted. */
  notes: string[];
  /** Each failed test by file and name, with the first line of its error, so the end of a long log names them. */
  failedTests: string[];
}

export const NO_REASON = 'no reason given';

/**
 * Where a vitest test records why it skipped itself (see tests/support/skip.ts): vitest's JSON report carries each
 * test's `meta`, not the note given to `context.skip(note)`.
 */
export const SKIP_REASON_META = 'skipReason';

interface VitestAssertion {
  fullName: string;
  title?: string;
  status: 'passed' | 'failed' | 'skipped' | 'pending' | 'todo' | string;
  failureMessages?: string[] | null;
  meta?: Record<string, unknown>;
}

interface VitestFile {
  name: string;
  status: 'passed' | 'failed' | string;
  message: string;
  assertionResults: VitestAssertion[];
}

export interface VitestJson {
  success: boolean;
  testResults: VitestFile[];
}

interface PlaywrightAnnotation {
  type: string;
  description?: string;
}

interface PlaywrightTest {
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped' | string;
  annotations: PlaywrightAnnotation[];
  results: Array<{ error?: { message?: string } }>;
}

interface PlaywrightSuite {
  file: string;
  specs?: Array<{ title: string; file: string; line?: number; tests: PlaywrightTest[] }>;
  suites?: PlaywrightSuite[];
}

export interface PlaywrightJson {
  suites: PlaywrightSuite[];
  errors?: Array<{ message?: string }>;
}

function emptyResult(name: string): SuiteResult {
  return { name, passed: 0, failed: 0, skipped: {}, notes: [], failedTests: [] };
}

function addSkip(result: SuiteResult, reason: string | undefined): void {
  const key = reason?.trim() || NO_REASON;
  result.skipped[key] = (result.skipped[key] ?? 0) + 1;
}

function addFailures(result: SuiteResult, count: number, note: string): void {
  result.failed += count;
  result.notes.push(note);
}

// eslint-disable-next-line no-control-regex -- terminal colour codes are control characters by definition
const TERMINAL_COLOURS = /\u001b\[[0-9;]*m/g;

/** The first line of an error message, without terminal colours, which is what a summary line has room for. */
function firstLine(message: string | undefined): string {
  return (message ?? '').replace(TERMINAL_COLOURS, '').split('\n').find((line) => line.trim())?.trim() ?? '';
}

function failedTestLine(where: string, title: string, message: string | undefined): string {
  const error = firstLine(message);
  return `${where} › ${title}${error ? `: ${error}` : ''}`;
}

function exitedHow(exitCode: number | string): string {
  return typeof exitCode === 'number' ? `exited with code ${exitCode}` : `was stopped by ${exitCode}`;
}

/** Reads a JSON report, or null when the suite wrote none (or an unreadable one). */
export function readJsonReport<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The outcome of a step that passes or fails as a whole (typecheck, lint, a build): one check. */
export function checkResult(name: string, ok: boolean): SuiteResult {
  return { ...emptyResult(name), passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

/** A suite that could not run at all: one failure with the reason. */
export function suiteFailed(name: string, reason: string): SuiteResult {
  const result = emptyResult(name);
  addFailures(result, 1, reason);
  return result;
}

/**
 * A vitest run, from its JSON report (null when none was written), its exit status (0, another code, or the
 * signal that stopped it) and the errors it caught outside tests. File paths in notes are shown relative to `root`.
 */
export function vitestResult(
  name: string,
  report: VitestJson | null,
  exitCode: number | string,
  root = process.cwd(),
  unhandled: UnhandledError[] = [],
): SuiteResult {
  const result = emptyResult(name);
  for (const error of unhandled) {
    const where = error.testFile ? ` while ${relative(root, error.testFile)} ran` : '';
    addFailures(result, 1, `an error outside tests${where}: ${firstLine(error.message)}`);
  }
  if (!report) {
    addFailures(result, 1, `vitest ${exitedHow(exitCode)} without writing its report`);
    return result;
  }
  for (const file of report.testResults) {
    const path = relative(root, file.name);
    const fileFailed = file.status === 'failed';
    let notRun = 0;
    let failedHere = 0;
    for (const test of file.assertionResults) {
      const reason = test.meta?.[SKIP_REASON_META];
      if (test.status === 'passed') result.passed += 1;
      else if (test.status === 'failed') {
        failedHere += 1;
        result.failedTests.push(failedTestLine(path, test.fullName, test.failureMessages?.[0]));
      }
      else if (typeof reason === 'string') addSkip(result, reason);
      // A failed file whose tests were skipped without a reason did not run them: a hook failed first.
      else if (fileFailed || test.status === 'pending') notRun += 1;
      else addSkip(result, test.status === 'todo' ? 'to do' : undefined);
    }
    result.failed += failedHere;
    const why = firstLine(file.message) || 'a beforeAll/afterAll hook failed (see the output above)';
    if (notRun > 0) addFailures(result, notRun, `${notRun} did not run in ${path}: ${why}`);
    else if (fileFailed && failedHere === 0) addFailures(result, 1, `${path} failed outside its tests: ${why}`);
  }
  if (report.testResults.length === 0) addFailures(result, 1, 'no test files found');
  else if (result.failed === 0 && !report.success) addFailures(result, 1, 'the report says the run did not succeed');
  if (result.failed === 0 && exitCode !== 0) {
    addFailures(
      result,
      1,
      `vitest ${exitedHow(exitCode)} although no test failed: an error outside tests (such as an unhandled rejection), see its output above`,
    );
  }
  return result;
}

function* playwrightTests(suite: PlaywrightSuite): Generator<{ file: string; title: string; test: PlaywrightTest }> {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) yield { file: spec.file, title: spec.line ? `${spec.title} (line ${spec.line})` : spec.title, test };
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child);
}

/** A Playwright run, from its JSON report (null when none was written) and its exit status. */
export function playwrightResult(name: string, report: PlaywrightJson | null, exitCode: number | string): SuiteResult {
  const result = emptyResult(name);
  if (!report) {
    addFailures(result, 1, `playwright ${exitedHow(exitCode)} without writing its report`);
    return result;
  }
  const firstErrorIn = new Map<string, string>();
  const notRunIn = new Map<string, number>();
  let flaky = 0;
  for (const { file, title, test } of report.suites.flatMap((suite) => [...playwrightTests(suite)])) {
    const skip = test.annotations.find((annotation) => annotation.type === 'skip' || annotation.type === 'fixme');
    if (test.status === 'expected') result.passed += 1;
    else if (test.status === 'skipped' && skip) addSkip(result, skip.description);
    else if (test.status === 'skipped') notRunIn.set(file, (notRunIn.get(file) ?? 0) + 1);
    else {
      result.failed += 1;
      if (test.status === 'flaky') flaky += 1;
      const message = test.results.find((run) => run.error)?.error?.message;
      const error = firstLine(message);
      if (error && !firstErrorIn.has(file)) firstErrorIn.set(file, error);
      result.failedTests.push(failedTestLine(file, title, message) + (test.status === 'flaky' ? ' (passed on a retry)' : ''));
    }
  }
  if (flaky > 0) result.notes.push(`${flaky} passed only on a retry`);
  for (const [file, count] of notRunIn) {
    const after = firstErrorIn.get(file);
    addFailures(result, count, `${count} did not run in ${file}${after ? ` after: ${after}` : ''}`);
  }
  for (const error of report.errors ?? []) addFailures(result, 1, firstLine(error.message) || 'an error outside tests');
  if (result.failed === 0 && exitCode !== 0) {
    addFailures(result, 1, `playwright ${exitedHow(exitCode)} although no test failed (see its output above)`);
  }
  return result;
}

/**
 * Rows for the suites in `names` that have none yet (a step that threw before reaching them), so that no suite
 * is counted twice and none goes missing.
 */
export function suitesNotRun(results: SuiteResult[], names: string[], reason: string): SuiteResult[] {
  const recorded = new Set(results.map((result) => result.name));
  return names.filter((name) => !recorded.has(name)).map((name) => suiteFailed(name, `did not run: ${reason}`));
}

function skippedText(skipped: Record<string, number>): string {
  return Object.entries(skipped)
    .map(([reason, count]) => `${count} skipped (${reason})`)
    .join(', ');
}

/** One suite's line: "12 passed, 1 failed, 3 skipped (reason)". */
export function countsLine(result: Pick<SuiteResult, 'passed' | 'failed' | 'skipped'>): string {
  const skipped = skippedText(result.skipped);
  return `${result.passed} passed, ${result.failed} failed${skipped ? `, ${skipped}` : ''}`;
}

/** Every suite summed: "N passed, N failed" plus skipped tests by reason when there are any. */
export function summaryLine(results: SuiteResult[]): string {
  const total = { passed: 0, failed: 0, skipped: {} as Record<string, number> };
  for (const result of results) {
    total.passed += result.passed;
    total.failed += result.failed;
    for (const [reason, count] of Object.entries(result.skipped)) total.skipped[reason] = (total.skipped[reason] ?? 0) + count;
  }
  return countsLine(total);
}

/** The summary section: one line per suite with the notes that explain its failures, then the total. */
export function summaryLines(results: SuiteResult[]): string[] {
  const lines: string[] = [];
  for (const result of results) {
    lines.push(`  ${result.name.padEnd(30)} ${countsLine(result)}`);
    for (const note of result.notes) lines.push(`  ${''.padEnd(30)}   - ${note}`);
    for (const test of result.failedTests) lines.push(`  ${''.padEnd(30)}   ✗ ${test}`);
  }
  return [...lines, '', summaryLine(results)];
}

export function anyFailed(results: SuiteResult[]): boolean {
  return results.some((result) => result.failed > 0);
}
