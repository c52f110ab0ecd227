import { describe, it } from 'vitest';
import { ADMINS_READ, ALLOW, DENY, describeFirestoreMatrix, expectOutcome, row, useRulesEnvironment, type OwnedMatrix } from './support';
import { HARM_COLLECTIONS, harmPaths } from '../../functions/src/shared/harm/firestorePaths';
import { sampleHarm } from './harmSamples';

const harness = useRulesEnvironment();

/** The customer gets their own harm document; admins get and list; nobody writes from a client. */
const OWNER_GETS: OwnedMatrix = { ...ADMINS_READ, owner: row(ALLOW, DENY, DENY, DENY, DENY) };

describe('harm/{uid} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'harm/{uid}',
      doc: (ownerUid) => harmPaths.harm(ownerUid),
      collection: () => HARM_COLLECTIONS.harm,
      existing: (ownerUid) => sampleHarm(ownerUid),
      created: (ownerUid) => sampleHarm(ownerUid),
      updated: () => ({ held: false }),
    },
    OWNER_GETS,
  );
});

describe('harm: attacks', () => {
  const subject = 'subject';

  it('the customer cannot lift their own hold, contest by writing the case, or delete the document', async () => {
    await harness.seed((db) => db.doc(harmPaths.harm(subject)).set(sampleHarm(subject)));
    const own = harness.db('owner', subject).doc(harmPaths.harm(subject));
    await expectOutcome(DENY, own.update({ held: false }));
    await expectOutcome(DENY, own.update({ 'case.status': 'contested' }));
    await expectOutcome(DENY, own.delete());
  });

  it("another customer cannot read someone's indicators", async () => {
    await harness.seed((db) => db.doc(harmPaths.harm(subject)).set(sampleHarm(subject)));
    await expectOutcome(DENY, harness.db('other').doc(harmPaths.harm(subject)).get());
    await expectOutcome(DENY, harness.db('other').collection(HARM_COLLECTIONS.harm).where('uid', '==', subject).get());
  });

  it('a Super Admin cannot decide a case by writing the document (decisions go through reviewHarmCase)', async () => {
    await harness.seed((db) => db.doc(harmPaths.harm(subject)).set(sampleHarm(subject)));
    await expectOutcome(DENY, harness.db('superAdmin').doc(harmPaths.harm(subject)).update({ held: false }));
    await expectOutcome(DENY, harness.db('superAdmin').doc(harmPaths.harm('fresh')).set(sampleHarm('fresh')));
  });
});
