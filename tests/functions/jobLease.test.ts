import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { oneRunAtATime } from '../../functions/src/core/jobLease';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';

/**
 * One run of a scheduled job at a time (functions/src/core/jobLease.ts), against the Firestore emulator: a second
 * run waits for the first and then runs, a run that failed or died does not keep the job from running, and
 * different jobs do not wait for each other.
 */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job run that records when it started and ended. */
function recorded(spans: Array<{ start: number; end: number }>, ms: number) {
  return async () => {
    const start = Date.now();
    await pause(ms);
    spans.push({ start, end: Date.now() });
    return spans.length;
  };
}

describe('one run of a job at a time', () => {
  it('a run started during another waits for it to end, then runs', async () => {
    const spans: Array<{ start: number; end: number }> = [];
    const results = await Promise.all([oneRunAtATime('lease-test-a', recorded(spans, 400)), oneRunAtATime('lease-test-a', recorded(spans, 400))]);
    expect(results.sort()).toEqual([1, 2]);
    const [first, second] = [...spans].sort((a, b) => a.start - b.start);
    expect(second!.start).toBeGreaterThanOrEqual(first!.end);
    expect((await adminDb.doc(corePaths.jobLease('lease-test-a')).get()).exists).toBe(false);
  });

  it('different jobs run side by side', async () => {
    const spans: Array<{ start: number; end: number }> = [];
    await Promise.all([oneRunAtATime('lease-test-b', recorded(spans, 600)), oneRunAtATime('lease-test-c', recorded(spans, 600))]);
    const [first, second] = [...spans].sort((a, b) => a.start - b.start);
    expect(second!.start).toBeLessThan(first!.end);
  });

  it('a run that fails releases the job for the next run', async () => {
    await expect(oneRunAtATime('lease-test-d', () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect((await adminDb.doc(corePaths.jobLease('lease-test-d')).get()).exists).toBe(false);
    expect(await oneRunAtATime('lease-test-d', () => Promise.resolve('ran'))).toBe('ran');
  });

  it('the lease of a run that died is taken over once it has expired, and only then', async () => {
    const lease = adminDb.doc(corePaths.jobLease('lease-test-e'));
    await lease.set({ expiresAt: Timestamp.fromMillis(Date.now() + 700) });
    const started = Date.now();
    expect(await oneRunAtATime('lease-test-e', () => Promise.resolve(Date.now()))).toBeGreaterThanOrEqual(started + 700);
    expect((await lease.get()).exists).toBe(false);
  });
});
