import { describe, it } from 'vitest';
import { DENY, describeFirestoreMatrix, expectOutcome, useRulesEnvironment } from './support';
import { PUBLIC_READ } from './battleSamples';
import { sampleEvent } from './eventSamples';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';

const harness = useRulesEnvironment();

describe('events/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'events/{id}',
      doc: (_ownerUid, id) => eventPaths.event(`event-${id}`),
      collection: () => eventPaths.events(),
      existing: (_ownerUid, id) => sampleEvent(`event-${id}`),
      created: (_ownerUid, id) => sampleEvent(`event-${id}`),
      updated: () => ({ status: 'completed', winners: ['player-1'] }),
    },
    PUBLIC_READ,
  );
});

describe('events: attacks', () => {
  const path = eventPaths.event('event-1');

  it('an admin cannot pick winners or start an event by writing it (updateEvent pays and refunds)', async () => {
    await harness.seed((db) => db.doc(path).set(sampleEvent('event-1', { status: 'pending' })));
    await expectOutcome(DENY, harness.db('admin').doc(path).update({ winners: ['player-1'], status: 'completed' }));
  });

  it('nobody signs up by adding themselves to the entrants without paying', async () => {
    await harness.seed((db) => db.doc(path).set(sampleEvent('event-1')));
    await expectOutcome(DENY, harness.db('other').doc(path).update({ userIds: ['player-1', 'mallory'] }));
    await expectOutcome(DENY, harness.db('streamer').doc(eventPaths.event('own-event')).set(sampleEvent('own-event', { kind: 'streamer', ownerId: 'sam-streamer' })));
  });
});
