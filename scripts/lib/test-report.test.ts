import { describe, expect, it } from 'vitest';
import { summaryLine } from './test-report';

describe('summary line', () => {
  it('sums every suite', () => {
    const line = summaryLine([
      { name: 'a', passed: 3, failed: 0, skipped: 0 },
      { name: 'b', passed: 2, failed: 1, skipped: 0 },
    ]);
    expect(line).toBe('5 passed, 1 failed');
  });

  it('mentions skipped tests only when there are some', () => {
    expect(summaryLine([{ name: 'a', passed: 1, failed: 0, skipped: 4 }])).toBe('1 passed, 0 failed, 4 skipped');
  });
});
