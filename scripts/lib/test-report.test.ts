import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  NO_REASON,
  anyFailed,
  checkResult,
  playwrightResult,
  readJsonReport,
  suiteFailed,
  suitesNotRun,
  summaryLine,
  summaryLines,
  vitestResult,
  type PlaywrightJson,
  type SuiteResult,
  type VitestJson,
} from './test-report';

/**
 * The fixtures are reports vitest 4.1 and Playwright 1.65 wrote for small scratch projects (paths rewritten to
 * /repo, Playwright's echo of its config and long stacks left out), one per case below.
 */
function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./test-report-fixtures/${name}.json`, import.meta.url), 'utf8')) as T;
}

const vitest = (name: string, exitCode: number | string) => vitestResult('unit tests', fixture<VitestJson>(`vitest-${name}`), exitCode, '/repo');
const playwright = (name: string, exitCode: number | string) => playwrightResult('browser tests', fixture<PlaywrightJson>(`playwright-${name}`), exitCode);

const STORAGE_OFFLINE = 'Storage emulator unavailable offline';

describe('vitest report', () => {
  it('counts a clean run', () => {
    expect(vitest('passed', 0)).toEqual({ name: 'unit tests', passed: 2, failed: 0, skipped: {}, notes: [], failedTests: [] });
  });

  it('counts failed tests', () => {
    expect(vitest('failed-test', 1)).toMatchObject({
      passed: 1,
      failed: 1,
      notes: [],
      failedTests: ['fail/a.test.ts › fails: AssertionError: expected 1 to be 2 // Object.is equality'],
    });
  });

  it('keeps skips apart by the reason the test recorded, and reasonless skips and todos apart from those', () => {
    expect(vitest('reasoned-skip', 0)).toEqual({
      name: 'unit tests',
      passed: 1,
      failed: 0,
      skipped: { [STORAGE_OFFLINE]: 1, [NO_REASON]: 1, 'to do': 1 },
      notes: [],
      failedTests: [],
    });
  });

  it('fails a run whose report says success but whose exit status does not (an unhandled rejection)', () => {
    const report = fixture<VitestJson>('vitest-unhandled-rejection');
    expect(report.success).toBe(true);
    const result = vitestResult('unit tests', report, 1);
    expect(result).toMatchObject({ passed: 1, failed: 1 });
    expect(result.notes).toEqual([
      'vitest exited with code 1 although no test failed: an error outside tests (such as an unhandled rejection), see its output above',
    ]);
  });

  it('fails a run that found no test files', () => {
    expect(vitest('no-test-files', 1)).toEqual({ name: 'unit tests', passed: 0, failed: 1, skipped: {}, notes: ['no test files found'], failedTests: [] });
  });

  it('counts the tests a failed beforeAll kept from running as failures, with the hook error', () => {
    const result = vitest('before-all-failed', 1);
    expect(result).toMatchObject({ passed: 1, failed: 2, skipped: {} });
    expect(result.notes).toEqual(['2 did not run in hookfail/a.test.ts: Clearing Firestore failed: 500']);
  });

  it('fails tests a describe-level hook kept from running, and a file whose afterAll failed after its tests passed', () => {
    const result = vitest('suite-hook-and-after-all-failed', 1);
    expect(result).toMatchObject({ passed: 2, failed: 3, skipped: {} });
    expect(result.notes).toEqual([
      '2 did not run in dhook/a.test.ts: a beforeAll/afterAll hook failed (see the output above)',
      'dhook/b.test.ts failed outside its tests: cleanup failed',
    ]);
  });

  it('fails a file that could not be loaded', () => {
    expect(vitest('file-failed-to-load', 1)).toMatchObject({
      passed: 0,
      failed: 1,
      notes: ['importerr/a.test.ts failed outside its tests: cannot load'],
    });
  });

  it('fails a run that wrote no report, or was stopped by a signal', () => {
    expect(vitestResult('unit tests', null, 1)).toMatchObject({ failed: 1, notes: ['vitest exited with code 1 without writing its report'], failedTests: [] });
    expect(vitestResult('unit tests', fixture<VitestJson>('vitest-passed'), 'SIGKILL')).toMatchObject({
      passed: 2,
      failed: 1,
      notes: [expect.stringMatching(/^vitest was stopped by SIGKILL although no test failed/)],
    });
  });

  it('names each error caught outside tests, with the file that was running, instead of the bare exit status', () => {
    const report = fixture<VitestJson>('vitest-unhandled-rejection');
    const unhandled = [
      { message: 'Error: 8 RESOURCE_EXHAUSTED: too many writes\n    at stack line', testFile: '/repo/tests/functions/a.test.ts' },
      { message: 'TypeError: x is not a function', testFile: null },
    ];
    expect(vitestResult('functions tests', report, 1, '/repo', unhandled)).toMatchObject({
      failed: 2,
      notes: [
        'an error outside tests while tests/functions/a.test.ts ran: Error: 8 RESOURCE_EXHAUSTED: too many writes',
        'an error outside tests: TypeError: x is not a function',
      ],
    });
  });

  it('adds no failure for the exit status when failed tests already explain it', () => {
    expect(vitest('failed-test', 1).notes).toEqual([]);
  });
});

describe('playwright report', () => {
  it('counts a clean run', () => {
    expect(playwright('passed', 0)).toEqual({ name: 'browser tests', passed: 2, failed: 0, skipped: {}, notes: [], failedTests: [] });
  });

  it('counts failed tests', () => {
    expect(playwright('failed-test', 1)).toMatchObject({
      passed: 1,
      failed: 1,
      notes: [],
      failedTests: ['a.spec.ts › fails (line 2): Error: expect(received).toBe(expected) // Object.is equality'],
    });
  });

  it("keeps skips apart by their annotation's description", () => {
    expect(playwright('reasoned-skip', 0)).toMatchObject({
      passed: 2,
      failed: 0,
      skipped: { [STORAGE_OFFLINE]: 1, [NO_REASON]: 2 },
    });
  });

  it('counts the tests a failed beforeAll kept from running as failures, after the error that stopped them', () => {
    const result = playwright('before-all-failed', 1);
    expect(result).toMatchObject({ passed: 1, failed: 3, skipped: {} });
    expect(result.notes).toEqual(['2 did not run in a.spec.ts after: Error: Clearing Firestore failed: 500']);
  });

  it('fails a run that found no tests', () => {
    expect(playwright('no-tests', 1)).toEqual({ name: 'browser tests', passed: 0, failed: 1, skipped: {}, notes: ['Error: No tests found'], failedTests: [] });
  });

  it('fails a file that could not be loaded, and a focused test under --forbid-only', () => {
    expect(playwright('file-failed-to-load', 1)).toMatchObject({ failed: 1, notes: ['Error: cannot load'], failedTests: [] });
    expect(playwright('forbid-only', 1)).toMatchObject({
      failed: 1,
      notes: [expect.stringContaining("item focused with '.only' is not allowed")],
    });
  });

  it('fails a run whose exit status is not 0 even when the report shows nothing wrong, or that wrote no report', () => {
    expect(playwright('passed', 1)).toMatchObject({
      passed: 2,
      failed: 1,
      notes: ['playwright exited with code 1 although no test failed (see its output above)'],
    });
    expect(playwrightResult('browser tests', null, 1)).toMatchObject({ failed: 1, notes: ['playwright exited with code 1 without writing its report'], failedTests: [] });
  });

  it('reads a report file, and gives null for a missing or unreadable one', () => {
    expect(readJsonReport<PlaywrightJson>(new URL('./test-report-fixtures/playwright-passed.json', import.meta.url).pathname)?.suites).toHaveLength(1);
    expect(readJsonReport(new URL('./test-report-fixtures/missing.json', import.meta.url).pathname)).toBeNull();
    expect(readJsonReport(new URL('./test-report.ts', import.meta.url).pathname)).toBeNull();
  });
});

describe('suites that never ran', () => {
  it('adds a row only for the suites not recorded yet, so none is counted twice', () => {
    const recorded: SuiteResult[] = [vitest('passed', 0), { ...vitest('passed', 0), name: 'functions tests' }];
    const added = suitesNotRun(recorded, ['functions tests', 'rules tests', 'browser tests'], 'Emulators did not start');
    expect(added).toEqual([
      { name: 'rules tests', passed: 0, failed: 1, skipped: {}, notes: ['did not run: Emulators did not start'], failedTests: [] },
      { name: 'browser tests', passed: 0, failed: 1, skipped: {}, notes: ['did not run: Emulators did not start'], failedTests: [] },
    ]);
    expect(summaryLine([...recorded, ...added])).toBe('4 passed, 2 failed');
  });
});

describe('summary', () => {
  it('sums every suite', () => {
    expect(summaryLine([checkResult('a', true), { ...checkResult('b', false), passed: 2 }])).toBe('3 passed, 1 failed');
  });

  it('sums skipped tests by reason and mentions them only when there are some', () => {
    const rules = { ...checkResult('rules', true), skipped: { [STORAGE_OFFLINE]: 4 } };
    const unit = { ...checkResult('unit', true), skipped: { [STORAGE_OFFLINE]: 1, [NO_REASON]: 2 } };
    expect(summaryLine([rules, unit])).toBe(`2 passed, 0 failed, 5 skipped (${STORAGE_OFFLINE}), 2 skipped (${NO_REASON})`);
    expect(summaryLine([checkResult('a', true)])).toBe('1 passed, 0 failed');
  });

  it('prints the notes that explain each failure under its suite, and fails the run', () => {
    const results = [checkResult('lint', true), suiteFailed('browser tests', 'did not run: Emulators did not start')];
    expect(summaryLines(results)).toEqual([
      `  ${'lint'.padEnd(30)} 1 passed, 0 failed`,
      `  ${'browser tests'.padEnd(30)} 0 passed, 1 failed`,
      `  ${''.padEnd(30)}   - did not run: Emulators did not start`,
      '',
      '1 passed, 1 failed',
    ]);
    expect(anyFailed(results)).toBe(true);
    expect(anyFailed([checkResult('lint', true)])).toBe(false);
  });

  it('names each failed test under its suite, so the end of the log says which', () => {
    const functions = { ...checkResult('functions tests', false), failedTests: ['tests/functions/a.test.ts › pays once: expected 1 to be 2'] };
    expect(summaryLines([functions])).toEqual([
      `  ${'functions tests'.padEnd(30)} 0 passed, 1 failed`,
      `  ${''.padEnd(30)}   ✗ tests/functions/a.test.ts › pays once: expected 1 to be 2`,
      '',
      '0 passed, 1 failed',
    ]);
  });
});
