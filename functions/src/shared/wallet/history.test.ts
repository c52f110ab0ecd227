import { describe, expect, it } from 'vitest';
import { historyMessages, historyRequest, monthAt } from './history';

const problem = async (data: unknown) => {
  try {
    await historyRequest.validate(data, { strict: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('historyRequest', () => {
  it('takes no months (the default), 1 to 18, and an optional user id', async () => {
    expect(await problem({})).toBeNull();
    expect(await problem({ months: 1 })).toBeNull();
    expect(await problem({ months: 18, userId: 'someone' })).toBeNull();
  });

  it('refuses more than 18 months, none, fractions and text with one clear message', async () => {
    for (const months of [19, 0, -3, 2.5, '12']) expect(await problem({ months }), String(months)).toBe(historyMessages.months);
  });
});

describe('monthAt', () => {
  it('steps back across a year end', () => {
    const now = Date.UTC(2026, 1, 10, 12);
    expect(monthAt(now, 0)).toEqual({ month: '2026-02', startMs: Date.UTC(2026, 1, 1), endMs: Date.UTC(2026, 2, 1) });
    expect(monthAt(now, 2).month).toBe('2025-12');
    expect(monthAt(now, 17).month).toBe('2024-09');
  });
});
