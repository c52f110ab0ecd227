/**
 * The dev stack's scheduler: runs every scheduled job on its interval against the emulators, calling the same job
 * code the deployed scheduled functions call (the Functions emulator loads scheduled functions but never fires
 * them). Started by `npm run dev`; `npm run jobs -- <name>` runs one job once.
 */
import { SCHEDULED_JOBS } from '../functions/src/scheduledJobs';
import type { ScheduledJob } from '../functions/src/core/scheduledJob';

type JobName = keyof typeof SCHEDULED_JOBS;

async function runOnce(job: ScheduledJob): Promise<void> {
  try {
    const report = await job.run({ now: Date.now() });
    if (report.changed > 0 || !report.complete) console.log(`${job.name}: ${JSON.stringify(report)}`);
  } catch (error) {
    console.error(`${job.name} failed: ${(error as Error).message}`);
  }
}

const only = process.argv.slice(2) as JobName[];
if (only.length > 0) {
  for (const name of only) {
    const job = SCHEDULED_JOBS[name];
    if (!job) throw new Error(`No scheduled job named ${name}. Jobs: ${Object.keys(SCHEDULED_JOBS).join(', ')}`);
    console.log(`${name}: ${JSON.stringify(await job.run({ now: Date.now() }))}`);
  }
  process.exit(0);
}

for (const job of Object.values(SCHEDULED_JOBS) as ScheduledJob[]) {
  // One run at a time per job: a slow run delays the next instead of overlapping it.
  const loop = async () => {
    await runOnce(job);
    setTimeout(() => void loop(), job.intervalMs);
  };
  void loop();
}
console.log(`Scheduler running: ${Object.values(SCHEDULED_JOBS).map((job) => `${job.name} (${job.schedule})`).join(', ')}`);
