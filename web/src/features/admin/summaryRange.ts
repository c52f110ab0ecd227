import { dayOf, summaryRangeRequest } from '@shared/admin/schemas';

const DAY_MS = 86_400_000;

export interface SummaryRange {
  start: string;
  end: string;
}

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
