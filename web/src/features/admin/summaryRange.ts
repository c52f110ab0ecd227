import { dayOf, summaryRangeRequest } from '@shared/admin/schemas';
import type { DayRange } from '../../ui/DateRangeFields';

const DAY_MS = 86_400_000;

/** The Summary's range of UTC days, both ends included. */
export type SummaryRange = DayRange;

/** The last 7 UTC days, today included. */
export function lastSevenDays(now = Date.now()): SummaryRange {
  return { start: dayOf(now - 6 * DAY_MS), end: dayOf(now) };
}

/** What is wrong with a range, in the server's words, or null when it can be asked for. */
export function rangeProblem(range: SummaryRange): string | null {
  try {
    summaryRangeRequest.validateSync(range);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
