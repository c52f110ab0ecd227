import dayjs, { type Dayjs } from 'dayjs';

/** The battles list's date range presets (spec 02 section 2), plus Custom. */
export const DATE_RANGE_PRESETS = [
  'today',
  'thisWeek',
  'nextWeek',
  'lastWeek',
  'thisMonth',
  'nextMonth',
  'lastMonth',
  'thisYear',
  'yearToDate',
  'lastYear',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
export type DateRangeChoice = DateRangePreset | 'custom' | 'any';

export const DATE_RANGE_LABELS: Record<DateRangeChoice, string> = {
  any: 'Any time',
  today: 'Today',
  thisWeek: 'This week',
  nextWeek: 'Next week',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  nextMonth: 'Next month',
  lastMonth: 'Last month',
  thisYear: 'This year',
  yearToDate: 'Year to date',
  lastYear: 'Last year',
  custom: 'Custom',
};

export interface DateRange {
  start: number;
  end: number;
}

const span = (start: Dayjs, end: Dayjs): DateRange => ({ start: start.valueOf(), end: end.valueOf() });

/** The range a preset covers at `now`, from the start of its first day to the end of its last. */
export function presetRange(preset: DateRangePreset, now: Dayjs = dayjs()): DateRange {
  switch (preset) {
    case 'today':
      return span(now.startOf('day'), now.endOf('day'));
    case 'thisWeek':
      return span(now.startOf('week'), now.endOf('week'));
    case 'nextWeek':
      return span(now.add(1, 'week').startOf('week'), now.add(1, 'week').endOf('week'));
    case 'lastWeek':
      return span(now.subtract(1, 'week').startOf('week'), now.subtract(1, 'week').endOf('week'));
    case 'thisMonth':
      return span(now.startOf('month'), now.endOf('month'));
    case 'nextMonth':
      return span(now.add(1, 'month').startOf('month'), now.add(1, 'month').endOf('month'));
    case 'lastMonth':
      return span(now.subtract(1, 'month').startOf('month'), now.subtract(1, 'month').endOf('month'));
    case 'thisYear':
      return span(now.startOf('year'), now.endOf('year'));
    case 'yearToDate':
      return span(now.startOf('year'), now.endOf('day'));
    case 'lastYear':
      return span(now.subtract(1, 'year').startOf('year'), now.subtract(1, 'year').endOf('year'));
  }
}

/** The preset a custom range matches exactly, or 'custom' (a preset range picked by hand is matched back). */
export function matchPreset(range: DateRange, now: Dayjs = dayjs()): DateRangePreset | 'custom' {
  return DATE_RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.start === range.start && candidate.end === range.end;
  }) ?? 'custom';
}

export { formatBattleTime } from './battleTime';
