import { logger } from 'firebase-functions';
import type { SecretParam } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PRODUCT_TIME_ZONE } from '../shared/core/dates';
import { oneRunAtATime } from './jobLease';

/** What one run of a job did: how many items it looked at and how many it changed. */
export interface JobReport {
  examined: number;
  changed: number;
  /** False when the run stopped before it had looked at everything (its page budget ran out). */
  complete: boolean;
}

export interface JobRunOptions {
  /** The time the run acts as of (ms). */
  now: number;
  /** Items read per page. */
  pageSize?: number;
  /** Stop after this many pages (tests use it to stop a run halfway); unlimited by default. */
  maxPages?: number;
}

/**
 * Scheduled work. The work itself is a plain, idempotent and resumable function: running it twice, or stopping
 * it halfway and running it again, leaves the same result. The deployed scheduled function, the dev stack's
 * scheduler (`scripts/scheduler.ts`) and the tests all call that same function, through `defineScheduledJob`,
 * which runs one run of a job at a time (a run started during another waits for it: core/jobLease.ts).
 */
export interface ScheduledJob {
  name: string;
  /** Cloud Scheduler's schedule, e.g. 'every 5 minutes'. */
  schedule: string;
  /** The same interval in ms, for the dev stack's scheduler. */
  intervalMs: number;
  run: (options: JobRunOptions) => Promise<JobReport>;
  /** Secrets the work reads (a provider's API key), bound to the deployed function. */
  secrets?: SecretParam[];
}

export function defineScheduledJob(job: ScheduledJob): ScheduledJob {
  return { ...job, run: (options) => oneRunAtATime(job.name, () => job.run(options)) };
}

/** The deployed function for `job`: Cloud Scheduler runs it, and retries a run that failed. */
export function scheduledFunction(job: ScheduledJob) {
  return onSchedule({ schedule: job.schedule, timeZone: PRODUCT_TIME_ZONE, retryCount: 3, secrets: job.secrets ?? [] }, async () => {
    const report = await job.run({ now: Date.now() });
    logger.info(`${job.name} finished`, report);
  });
}

/**
 * Runs `handle` over the documents `page` returns, page by page, until a page comes back short or the page budget
 * is spent. `page(after, size)` must list the remaining work in a stable order after the cursor `after`.
 */
export async function forEachPage<T>(
  options: JobRunOptions,
  page: (after: T | null, size: number) => Promise<T[]>,
  handle: (item: T) => Promise<boolean>,
): Promise<JobReport> {
  const size = options.pageSize ?? 200;
  const report: JobReport = { examined: 0, changed: 0, complete: false };
  let after: T | null = null;
  for (let pages = 0; options.maxPages === undefined || pages < options.maxPages; pages += 1) {
    const items = await page(after, size);
    for (const item of items) {
      report.examined += 1;
      if (await handle(item)) report.changed += 1;
    }
    if (items.length < size) {
      report.complete = true;
      break;
    }
    after = items[items.length - 1]!;
  }
  return report;
}
