import { describe, expect, it } from 'vitest';
import { dayChangeMayMoveLevel, SPIKE_FLOOR_CENTS } from './dayChange';
import { BASELINE_FLOOR_CENTS, dayBefore, INDICATORS, scoreIndicators, type HarmDay } from './indicators';

const TODAY = '2026-06-30';
const may = (before: Partial<HarmDay> | null, after: Partial<HarmDay> | null, day = TODAY) => dayChangeMayMoveLevel(before, after, day, TODAY);

describe('which writes to a day wake a reassessment', () => {
  it('ignores a write that changes nothing an indicator reads: the same counters, a second night-time mark, a deleted day', () => {
    expect(may({ day: TODAY, deposits: 5_000 }, { day: TODAY, deposits: 5_000 })).toBe(false);
    expect(may({ day: TODAY, nightActivity: 1 }, { day: TODAY, nightActivity: 1 })).toBe(false);
    expect(may({ day: TODAY, nightActivity: 3 }, { day: TODAY, nightActivity: 1 })).toBe(false);
    expect(may({ day: TODAY, declinedDeposits: 2 }, null)).toBe(false);
  });

  it('reassesses on the first night-time activity, a deposit at an empty balance, a declined deposit, a limit raise, a reality check continued', () => {
    expect(may(null, { day: TODAY, nightActivity: 1 })).toBe(true);
    expect(may({ day: TODAY, deposits: 500 }, { day: TODAY, deposits: 1_000, emptyDeposits: 1 })).toBe(true);
    expect(may({ day: TODAY }, { day: TODAY, declinedDeposits: 1 })).toBe(true);
    expect(may(null, { day: TODAY, limitRaises: 1 })).toBe(true);
    expect(may({ day: TODAY, realityContinues: 2 }, { day: TODAY, realityContinues: 3 })).toBe(true);
    // A scripted history that lowers a counter is reassessed too.
    expect(may({ day: TODAY, declinedDeposits: 5 }, { day: TODAY, declinedDeposits: 0 })).toBe(true);
  });

  it("skips today's deposits while they stay under the least spike threshold, and reassesses from there on or on another day", () => {
    expect(SPIKE_FLOOR_CENTS).toBe(INDICATORS.depositSpike.thresholds.low * BASELINE_FLOOR_CENTS);
    expect(may({ day: TODAY, deposits: 1_000 }, { day: TODAY, deposits: SPIKE_FLOOR_CENTS - 1 })).toBe(false);
    expect(may(null, { day: TODAY, deposits: 2_000 })).toBe(false);
    expect(may({ day: TODAY, deposits: 1_000 }, { day: TODAY, deposits: SPIKE_FLOOR_CENTS })).toBe(true);
    // An earlier day's deposits change today's baseline (and how many days it has): always reassessed.
    expect(may(null, { day: dayBefore(TODAY, 1), deposits: 2_000 }, dayBefore(TODAY, 1))).toBe(true);
  });

  it('a skipped deposit could not have reached low on spike, however small the earlier days were', () => {
    const earlier = Array.from({ length: 27 }, (_, index) => ({ day: dayBefore(TODAY, index + 1), deposits: 1 }));
    const scores = scoreIndicators([...earlier, { day: TODAY, deposits: SPIKE_FLOOR_CENTS - 1 }], TODAY);
    expect(scores.depositSpike.level).toBe('none');
    expect(scoreIndicators([...earlier, { day: TODAY, deposits: SPIKE_FLOOR_CENTS }], TODAY).depositSpike.level).toBe('low');
  });
});
