import { describe, it } from 'vitest';
import { ACTORS, ALLOW, DENY, describeFirestoreMatrix, expectOutcome, OWNER_AND_ADMINS_READ, useRulesEnvironment } from './support';
import { sampleContribution } from './challengeSamples';
import { CHALLENGE_COLLECTIONS, challengePaths } from '../../functions/src/shared/challenges/firestorePaths';

const harness = useRulesEnvironment();

const STREAM_ID = ACTORS.streamer.uid;

describe('streams/{id}/challenges/{id}/contributions/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'streams/{id}/challenges/{id}/contributions/{id}',
      doc: (ownerUid, id) => challengePaths.contribution(STREAM_ID, `challenge-${id}`, `${ownerUid}_dd`),
      collection: (ownerUid) => challengePaths.contributions(STREAM_ID, `challenge-${ownerUid.replace('owner-', '')}`),
      query: (db, ownerUid) =>
        db.collection(challengePaths.contributions(STREAM_ID, `challenge-${ownerUid.replace('owner-', '')}`)).where('userId', '==', ownerUid),
      existing: (ownerUid) => sampleContribution(ownerUid, `${ownerUid}_dd`),
      created: (ownerUid) => sampleContribution(ownerUid, `${ownerUid}_dd`),
      updated: () => ({ status: 'refunded' }),
    },
    OWNER_AND_ADMINS_READ,
  );
});

describe('contributions: attacks', () => {
  const challenge = 'challenge-1';
  const seed = () =>
    harness.seed(async (db) => {
      await db.doc(challengePaths.contribution(STREAM_ID, challenge, 'victim_dd')).set(sampleContribution('victim', 'victim_dd'));
      await db.doc(challengePaths.contribution(STREAM_ID, challenge, 'mallory_dd')).set(sampleContribution('mallory', 'mallory_dd'));
    });

  it('the streamer cannot see who made an anonymous double-down on their stream', async () => {
    await seed();
    await expectOutcome(DENY, harness.db('streamer').doc(challengePaths.contribution(STREAM_ID, challenge, 'victim_dd')).get());
    await expectOutcome(DENY, harness.db('streamer').collection(challengePaths.contributions(STREAM_ID, challenge)).get());
  });

  it("a payer lists only their own contributions and cannot read another's", async () => {
    await seed();
    await expectOutcome(ALLOW, harness.db('other').collection(challengePaths.contributions(STREAM_ID, challenge)).where('userId', '==', 'mallory').get());
    await expectOutcome(DENY, harness.db('other').doc(challengePaths.contribution(STREAM_ID, challenge, 'victim_dd')).get());
    await expectOutcome(DENY, harness.db('other').collectionGroup(CHALLENGE_COLLECTIONS.contributions).get());
  });

  it('a payer cannot mark their own contribution refunded', async () => {
    await seed();
    await expectOutcome(DENY, harness.db('owner', 'victim').doc(challengePaths.contribution(STREAM_ID, challenge, 'victim_dd')).update({ status: 'refunded' }));
  });
});
