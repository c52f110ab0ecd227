import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatBattleTime, matchPreset, presetRange } from './dateRanges';

const now = dayjs('2026-11-18T15:30:00');

describe('battle date ranges', () => {
  it('covers each preset from the start of its first day to the end of its last', () => {
    expect(presetRange('today', now)).toEqual({ start: dayjs('2026-11-18T00:00:00').valueOf(), end: dayjs('2026-11-18T23:59:59.999').valueOf() });
    expect(dayjs(presetRange('nextMonth', now).start).format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(dayjs(presetRange('lastYear', now).end).format('YYYY-MM-DD')).toBe('2025-12-31');
    expect(dayjs(presetRange('yearToDate', now).start).format('YYYY-MM-DD')).toBe('2026-01-01');
  });

  it('matches a range picked by hand back to its preset, else Custom', () => {
    expect(matchPreset(presetRange('lastWeek', now), now)).toBe('lastWeek');
    expect(matchPreset({ start: now.valueOf(), end: now.add(2, 'day').valueOf() }, now)).toBe('custom');
  });

  it("shows a battle's time as the spec does", () => {
    expect(formatBattleTime(dayjs('2026-12-08T19:30:00').valueOf())).toBe('December 8, 2026 at 7:30 pm');
    for (const time of ['2026-01-01T00:05:00', '2026-06-30T12:00:00', '2026-11-29T11:59:00', '2027-02-03T23:09:00']) {
      expect(formatBattleTime(dayjs(time).valueOf())).toBe(dayjs(time).format('MMMM D, YYYY [at] h:mm a'));
    }
  });
});
