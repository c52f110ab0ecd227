import { existsSync, readFileSync } from 'node:fs';

export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Set when the suite could not run or report at all. */
  error?: string;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  errors?: unknown[];
}

/** Counts from a vitest JSON report; a file that failed to load counts as one failure. */
export function readVitestReport(name: string, file: string): SuiteResult {
  if (!existsSync(file)) return { name, passed: 0, failed: 1, skipped: 0, error: 'no report written' };
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
  const failedFiles = report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? report.numFailedTestSuites : 0;
  return {
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests + failedFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

export function readPlaywrightReport(name: string, file: string): SuiteResult {
  if (!existsSync(file)) return { name, passed: 0, failed: 1, skipped: 0, error: 'no report written' };
  const report = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightJson;
  const globalErrors = report.errors?.length ?? 0;
  return {
    name,
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky + globalErrors,
    skipped: report.stats.skipped,
  };
}

export function summaryLine(results: SuiteResult[]): string {
  const total = results.reduce(
    (sum, result) => ({
      passed: sum.passed + result.passed,
      failed: sum.failed + result.failed,
      skipped: sum.skipped + result.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  return `${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`;
}
