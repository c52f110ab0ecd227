import { describe, it } from 'vitest';
import { ALLOW, DENY, describeFirestoreMatrix, expectOutcome, OWNER_AND_ADMINS_READ, useRulesEnvironment } from './support';
import { sampleEntry } from './eventSamples';
import { EVENT_COLLECTIONS, eventPaths } from '../../functions/src/shared/events/firestorePaths';

const harness = useRulesEnvironment();

describe('events/{id}/entries/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'events/{id}/entries/{id}',
      doc: (ownerUid, id) => eventPaths.entry(`event-${id}`, `${ownerUid}_req`),
      collection: (ownerUid) => eventPaths.entries(`event-${ownerUid.replace('owner-', '')}`),
      query: (db, ownerUid) => db.collection(eventPaths.entries(`event-${ownerUid.replace('owner-', '')}`)).where('userId', '==', ownerUid),
      existing: (ownerUid) => sampleEntry(ownerUid, `${ownerUid}_req`),
      created: (ownerUid) => sampleEntry(ownerUid, `${ownerUid}_req`),
      updated: () => ({ status: 'refunded' }),
    },
    OWNER_AND_ADMINS_READ,
  );
});

describe('entries: attacks', () => {
  const seed = () =>
    harness.seed(async (db) => {
      await db.doc(eventPaths.entry('event-1', 'victim_req')).set(sampleEntry('victim', 'victim_req'));
      await db.doc(eventPaths.entry('event-1', 'mallory_req')).set(sampleEntry('mallory', 'mallory_req'));
    });

  it("an entrant lists only their own entries and cannot read another's", async () => {
    await seed();
    await expectOutcome(ALLOW, harness.db('other').collection(eventPaths.entries('event-1')).where('userId', '==', 'mallory').get());
    await expectOutcome(DENY, harness.db('other').collection(eventPaths.entries('event-1')).get());
    await expectOutcome(DENY, harness.db('other').doc(eventPaths.entry('event-1', 'victim_req')).get());
    await expectOutcome(DENY, harness.db('other').collectionGroup(EVENT_COLLECTIONS.entries).get());
  });

  it('an entrant cannot mark their entry refunded to be paid twice', async () => {
    await seed();
    await expectOutcome(DENY, harness.db('owner', 'victim').doc(eventPaths.entry('event-1', 'victim_req')).update({ status: 'refunded' }));
  });
});
