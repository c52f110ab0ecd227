import { describe, it } from 'vitest';
import { ADMINS_READ, DENY, describeFirestoreMatrix, expectOutcome, NOTHING, useRulesEnvironment, type OwnedMatrix } from './support';
import { harmPaths } from '../../functions/src/shared/harm/firestorePaths';
import { sampleHarmDay } from './harmSamples';

const harness = useRulesEnvironment();

/** The activity counters behind the indicators: admins read; not even the customer (the indicators are on harm/{uid}). */
const ADMINS_ONLY: OwnedMatrix = { ...ADMINS_READ, owner: NOTHING };

describe('harm/{uid}/harmDays/{day} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'harm/{uid}/harmDays/{day}',
      doc: (ownerUid, id) => harmPaths.day(ownerUid, id),
      collection: (ownerUid) => harmPaths.days(ownerUid),
      existing: (_ownerUid, id) => sampleHarmDay(id),
      created: (_ownerUid, id) => sampleHarmDay(id),
      updated: () => ({ declinedDeposits: 0 }),
    },
    ADMINS_ONLY,
  );
});

describe('harmDays: attacks', () => {
  it('the customer cannot zero their own counters to clear an indicator', async () => {
    await harness.seed((db) => db.doc(harmPaths.day('subject', '2026-06-30')).set(sampleHarmDay('2026-06-30')));
    await expectOutcome(DENY, harness.db('owner', 'subject').doc(harmPaths.day('subject', '2026-06-30')).set({ day: '2026-06-30' }));
    await expectOutcome(DENY, harness.db('owner', 'subject').doc(harmPaths.day('subject', '2026-06-30')).delete());
  });
});
