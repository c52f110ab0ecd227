import { writeFileSync } from 'node:fs';
import type { Reporter } from 'vitest/reporters';

/** Where the reporter writes; `npm test` sets it per project. */
export const UNHANDLED_ERRORS_FILE_ENV = 'VITEST_UNHANDLED_ERRORS_FILE';

/** An error vitest caught outside any test, with the test file that was running when it happened. */
export interface UnhandledError {
  message: string;
  testFile: string | null;
}

interface CaughtError {
  name?: string;
  message?: string;
  VITEST_TEST_PATH?: string;
}

/**
 * Records the errors vitest caught outside tests (unhandled rejections, uncaught exceptions). Vitest's JSON report
 * leaves them out, and its own listing of them is far above the end of a long log, so `npm test` reads this file
 * to name them in its summary.
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, errors: ReadonlyArray<unknown>): void {
    const file = process.env[UNHANDLED_ERRORS_FILE_ENV];
    if (!file) return;
    const recorded: UnhandledError[] = errors.map((error) => {
      const caught = (error ?? {}) as CaughtError;
      const message = [caught.name, caught.message].filter(Boolean).join(': ') || String(error);
      return { message, testFile: caught.VITEST_TEST_PATH ?? null };
    });
    writeFileSync(file, JSON.stringify(recorded, null, 2));
  }
}
