import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { sessionPaths } from '../../functions/src/shared/sessions/firestorePaths';
import type { SessionDoc } from '../../functions/src/shared/sessions/types';
import { adminDb } from '../support/admin';

const job = SCHEDULED_JOBS.expireSessions;
const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-23T12:00:00Z');

/** A session created `ageHours` before NOW with a one-hour reality check. */
async function storeSession(id: string, ageHours: number, isActive = true): Promise<void> {
  const createdAt = NOW - ageHours * HOUR;
  const session: SessionDoc<Timestamp> = {
    userId: `user-${id}`,
    isActive,
    startedAt: Timestamp.fromMillis(createdAt),
    createdAt: Timestamp.fromMillis(createdAt),
    expiresAt: Timestamp.fromMillis(createdAt + HOUR),
    sessionDuration: 1,
    ip: null,
    location: null,
    lookupError: null,
    endedAt: isActive ? null : Timestamp.fromMillis(createdAt + HOUR),
  };
  await adminDb.doc(sessionPaths.session(id)).set(session);
}

async function activeIds(prefix: string): Promise<string[]> {
  const snap = await adminDb.collection('sessions').where('isActive', '==', true).get();
  return snap.docs.map((doc) => doc.id).filter((id) => id.startsWith(prefix)).sort();
}

describe('expireSessions (scheduled job)', () => {
  it('ends only sessions whose reality check went unanswered for a further interval', async () => {
    await storeSession('a-fresh', 0.5); // not expired yet
    await storeSession('a-grace', 1.5); // expired, still inside the grace interval
    await storeSession('a-abandoned', 2.5); // expired a whole interval ago
    await storeSession('a-ended', 5, false); // already ended

    const report = await job.run({ now: NOW });

    expect(report.changed).toBe(1);
    expect(report.complete).toBe(true);
    expect(await activeIds('a-')).toEqual(['a-fresh', 'a-grace']);
    const ended = (await adminDb.doc(sessionPaths.session('a-abandoned')).get()).data()!;
    expect(ended.endedAt).toBeInstanceOf(Timestamp);
  });

  it('changes nothing when it runs again', async () => {
    await storeSession('b-abandoned', 3);
    expect((await job.run({ now: NOW })).changed).toBeGreaterThanOrEqual(1);
    const before = (await adminDb.doc(sessionPaths.session('b-abandoned')).get()).data();
    const again = await job.run({ now: NOW });
    expect(again.changed).toBe(0);
    expect((await adminDb.doc(sessionPaths.session('b-abandoned')).get()).data()).toEqual(before);
  });

  it('stopped halfway, the next run finishes the work and ends each session once', async () => {
    for (let i = 0; i < 5; i += 1) await storeSession(`c-abandoned-${i}`, 3 + i);
    await storeSession('c-fresh', 0.25);

    const first = await job.run({ now: NOW, pageSize: 2, maxPages: 1 });
    expect(first.complete).toBe(false);
    expect(first.changed).toBe(2);
    expect(await activeIds('c-')).toHaveLength(4);

    const second = await job.run({ now: NOW, pageSize: 2 });
    expect(second.complete).toBe(true);
    expect(second.changed).toBe(3);
    expect(await activeIds('c-')).toEqual(['c-fresh']);
  });
});
