import type { TestContext } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Why the test skipped itself; `npm test` reads it from the JSON report (SKIP_REASON_META in scripts/lib/test-report.ts). */
    skipReason?: string;
  }
}

/**
 * Skips the running test with a reason. vitest's JSON report carries each test's meta but not the note given to
 * `context.skip`, so the reason goes in both: the console shows the note, `npm test` counts skips by the meta.
 */
export function skipWithReason(context: TestContext, reason: string): never {
  context.task.meta.skipReason = reason;
  return context.skip(reason);
}
