import { describe, expect, it } from 'vitest';
import { citationsNotShown, citedTests, passedTests } from './cited-tests';
import type { PlaywrightJson, VitestJson } from './test-report';

const DOC = [
  "| 12A | code | `tests/functions/preferences.test.ts`: 'applies a decrease at once', \"refuses a customer's deposit\"; `tests/browser/deposit.spec.ts`: 'the limit step fits a phone' |",
  "| 12 | code | `tests/functions/accountReview.test.ts` (the migration): 'schedules customers once' and its twin |",
  'Test files: `tests/functions/*.test.ts` (functions against the emulators).',
].join('\n');

const vitest: VitestJson = {
  success: true,
  testResults: [
    {
      name: '/repo/tests/functions/preferences.test.ts',
      status: 'passed',
      message: '',
      assertionResults: [
        { fullName: 'limits applies a decrease at once', title: 'applies a decrease at once', status: 'passed' },
        { fullName: "limits refuses a customer's deposit", title: "refuses a customer's deposit", status: 'failed' },
      ],
    },
  ],
};
const playwright: PlaywrightJson = {
  suites: [{ file: 'deposit.spec.ts', specs: [{ title: 'the limit step fits a phone', file: 'deposit.spec.ts', tests: [{ status: 'expected', annotations: [], results: [] }] }] }],
};

describe('the compliance document check', () => {
  it('reads each cited file with the quoted names after it, a bracketed note allowed, and no wildcard paths', () => {
    expect(citedTests(DOC)).toEqual([
      { file: 'tests/functions/preferences.test.ts', title: 'applies a decrease at once' },
      { file: 'tests/functions/preferences.test.ts', title: "refuses a customer's deposit" },
      { file: 'tests/browser/deposit.spec.ts', title: 'the limit step fits a phone' },
      { file: 'tests/functions/accountReview.test.ts', title: 'schedules customers once' },
    ]);
  });

  it('names each citation whose test did not pass: failed, or not in the run at all', () => {
    const passed = passedTests('/repo', [vitest], playwright, 'tests/browser');
    expect(citationsNotShown(citedTests(DOC), passed)).toEqual([
      { file: 'tests/functions/preferences.test.ts', title: "refuses a customer's deposit" },
      { file: 'tests/functions/accountReview.test.ts', title: 'schedules customers once' },
    ]);
  });
});
