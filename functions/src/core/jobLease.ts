import type { Timestamp } from 'firebase-admin/firestore';
import { corePaths } from '../shared/core/firestorePaths';
import { db } from './admin';
import { tryTakeLease } from './leaseDocument';
/**
 * How long a run holds its job's lease at most: longer than any run takes (a deployed run times out sooner), so a
 * run that died holding it delays the next by this much at worst.
 */
export const JOB_LEASE_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` as the only run of `job` going: a run that starts while another holds the job's lease waits for it to
 * end, then runs (and finds the first run's work done). Every job is safe to run twice at once without this (each
 * item settles in its own idempotent transaction); the lease keeps two runs from contending for the same items one
 * after another, each transaction waiting out the other's locks. A lease past its expiry is taken over.
 */
export async function oneRunAtATime<T>(job: string, run: () => Promise<T>): Promise<T> {
  const ref = db.doc(corePaths.jobLease(job));
  let taken: Timestamp | null = null;
  while (!taken) {
    const attempt = await tryTakeLease(ref, JOB_LEASE_MS);
    if (attempt === 'held') await sleep(50 + Math.random() * 100);
    else if (attempt !== 'free') taken = attempt;
  }
  try {
    return await run();
  } finally {
    // Only this run's lease: one taken over after it expired belongs to the run that took it.
    await ref.delete({ lastUpdateTime: taken }).catch(() => undefined);
  }
}
