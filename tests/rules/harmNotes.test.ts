import { describe, it } from 'vitest';
import { DENY, describeFirestoreMatrix, expectOutcome, OWNER_AND_ADMINS_READ, useRulesEnvironment } from './support';
import { harmPaths } from '../../functions/src/shared/harm/firestorePaths';
import { sampleHarmNote } from './harmSamples';

const harness = useRulesEnvironment();

describe('harm/{uid}/harmNotes/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'harm/{uid}/harmNotes/{id}',
      doc: (ownerUid, id) => `${harmPaths.notes(ownerUid)}/${id}`,
      collection: (ownerUid) => harmPaths.notes(ownerUid),
      existing: () => sampleHarmNote(),
      created: () => sampleHarmNote(),
      updated: () => ({ text: 'Changed after the fact' }),
    },
    OWNER_AND_ADMINS_READ,
  );
});

describe('harmNotes: attacks', () => {
  it("the customer cannot add a note posing as staff, nor read another customer's notes", async () => {
    await expectOutcome(DENY, harness.db('owner', 'subject').doc(`${harmPaths.notes('subject')}/forged`).set(sampleHarmNote({ by: 'staff', decision: 'lift' })));
    await harness.seed((db) => db.doc(`${harmPaths.notes('subject')}/n1`).set(sampleHarmNote()));
    await expectOutcome(DENY, harness.db('other').collection(harmPaths.notes('subject')).get());
  });
});
