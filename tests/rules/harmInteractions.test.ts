import { describe, it } from 'vitest';
import { ADMINS_READ, DENY, describeFirestoreMatrix, expectOutcome, useRulesEnvironment } from './support';
import { HARM_COLLECTIONS, harmPaths } from '../../functions/src/shared/harm/firestorePaths';
import { sampleHarmInteraction } from './harmSamples';

const harness = useRulesEnvironment();

describe('harmInteractions/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'harmInteractions/{id}',
      doc: (ownerUid, id) => harmPaths.interaction(ownerUid, id),
      collection: () => HARM_COLLECTIONS.interactions,
      existing: (ownerUid, id) => sampleHarmInteraction(ownerUid, id),
      created: (ownerUid, id) => sampleHarmInteraction(ownerUid, id),
      updated: () => ({ level: 'low' }),
    },
    ADMINS_READ,
  );
});

describe('harmInteractions: attacks', () => {
  it('the customer a record is about cannot read or remove it', async () => {
    const path = harmPaths.interaction('subject', '2026-06-30');
    await harness.seed((db) => db.doc(path).set(sampleHarmInteraction('subject', '2026-06-30')));
    await expectOutcome(DENY, harness.db('owner', 'subject').doc(path).get());
    await expectOutcome(DENY, harness.db('owner', 'subject').doc(path).delete());
  });
});
