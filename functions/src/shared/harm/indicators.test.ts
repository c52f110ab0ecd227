import { describe, expect, it } from 'vitest';
import {
  dayBefore,
  HARM_LEVELS,
  INDICATOR_KEYS,
  INDICATORS,
  isLateNight,
  overallLevel,
  scoreIndicators,
  type HarmDay,
  type HarmLevel,
  type IndicatorKey,
} from './indicators';

const TODAY = '2026-06-30';

/** A scripted history reaching `level` on `key` alone: the measure sits exactly at that level's threshold. */
function historyAt(key: IndicatorKey, level: Exclude<HarmLevel, 'none'>): HarmDay[] {
  const target = INDICATORS[key].thresholds[level];
  switch (key) {
    case 'depositSpike':
      // £30 a day for the 27 days before (baseline £30), then today the multiple of it.
      return [...Array.from({ length: 27 }, (_, index) => ({ day: dayBefore(TODAY, index + 1), deposits: 3_000 })), { day: TODAY, deposits: 3_000 * target }];
    case 'emptyReloads':
      return Array.from({ length: target }, (_, index) => ({ day: dayBefore(TODAY, index % 7), emptyDeposits: 1 })).reduce(merge, []);
    case 'declinedDeposits':
      return [{ day: dayBefore(TODAY, 2), declinedDeposits: target }];
    case 'lateNight':
      return Array.from({ length: target }, (_, index) => ({ day: dayBefore(TODAY, index), nightActivity: 1 }));
    case 'limitRaises':
      return Array.from({ length: target }, (_, index) => ({ day: dayBefore(TODAY, index * 9), limitRaises: 1 }));
    case 'realityContinues':
      return [{ day: dayBefore(TODAY, 3), realityContinues: target }, { day: TODAY, realityContinues: 1 }];
  }
}

function merge(days: HarmDay[], next: HarmDay): HarmDay[] {
  const existing = days.find((day) => day.day === next.day);
  if (!existing) return [...days, next];
  existing.emptyDeposits = (existing.emptyDeposits ?? 0) + (next.emptyDeposits ?? 0);
  return days;
}

function below(level: Exclude<HarmLevel, 'none'>): HarmLevel {
  return HARM_LEVELS[HARM_LEVELS.indexOf(level) - 1]!;
}

describe('scoreIndicators', () => {
  it('scores a customer with no activity at none on every indicator', () => {
    const scores = scoreIndicators([], TODAY);
    for (const key of INDICATOR_KEYS) expect(scores[key].level).toBe('none');
    expect(overallLevel(scores)).toBe('none');
  });

  describe.each(INDICATOR_KEYS)('%s', (key) => {
    it.each(['low', 'medium', 'strong'] as const)('reaches %s on a scripted history, and only that indicator does', (level) => {
      const scores = scoreIndicators(historyAt(key, level), TODAY);
      expect(scores[key]).toEqual({ level, value: INDICATORS[key].thresholds[level] });
      for (const other of INDICATOR_KEYS) if (other !== key) expect(scores[other].level).toBe('none');
      expect(overallLevel(scores)).toBe(level);
    });

    it('stays a level lower just under each threshold', () => {
      for (const level of ['low', 'medium', 'strong'] as const) {
        const history = historyAt(key, level);
        const today = history.find((day) => day.day === TODAY && (day.deposits ?? 0) > 3_000);
        if (today) today.deposits! -= 1_000; // depositSpike: a third of the baseline less today
        else {
          const last = history[history.length - 1]!;
          const field = Object.keys(last).find((name) => name !== 'day') as Exclude<keyof HarmDay, 'day'>;
          if (key === 'realityContinues') history[0]!.realityContinues! -= 1;
          else if (key === 'declinedDeposits') history[0]!.declinedDeposits! -= 1;
          else history.splice(history.indexOf(last), 1, { day: last.day, [field]: (last[field] ?? 1) - 1 });
        }
        expect(scoreIndicators(history, TODAY)[key].level).toBe(below(level));
      }
    });
  });

  it('forgets activity outside the window', () => {
    const old = [{ day: dayBefore(TODAY, 7), declinedDeposits: 9, nightActivity: 1, emptyDeposits: 9, realityContinues: 9 }, { day: dayBefore(TODAY, 30), limitRaises: 9 }];
    expect(overallLevel(scoreIndicators(old, TODAY))).toBe('none');
  });

  it("measures today's deposits against at least £20 a day, once there are 3 earlier days with deposits", () => {
    const small = [1, 2, 3].map((days) => ({ day: dayBefore(TODAY, days), deposits: 100 }));
    expect(scoreIndicators([...small, { day: TODAY, deposits: 19_999 }], TODAY).depositSpike).toEqual({ level: 'medium', value: 9.9 });
    expect(scoreIndicators([...small, { day: TODAY, deposits: 20_000 }], TODAY).depositSpike).toEqual({ level: 'strong', value: 10 });
    expect(scoreIndicators([...small.slice(1), { day: TODAY, deposits: 100_000 }], TODAY).depositSpike).toEqual({ level: 'none', value: 0 });
  });
});

describe('isLateNight', () => {
  it('counts 00:00 to 05:59 UK time, in summer and winter time', () => {
    expect(isLateNight(Date.parse('2026-06-30T23:30:00Z'))).toBe(true); // 00:30 BST
    expect(isLateNight(Date.parse('2026-06-30T04:59:00Z'))).toBe(true); // 05:59 BST
    expect(isLateNight(Date.parse('2026-06-30T05:00:00Z'))).toBe(false); // 06:00 BST
    expect(isLateNight(Date.parse('2026-01-15T05:59:00Z'))).toBe(true); // 05:59 GMT
    expect(isLateNight(Date.parse('2026-01-15T23:59:00Z'))).toBe(false); // 23:59 GMT
  });
});
