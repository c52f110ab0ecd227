import { describe, it } from 'vitest';
import { ALLOW, DENY, describeFirestoreMatrix, expectOutcome, useRulesEnvironment, type Db } from './support';
import { OPEN_BET, SETTLED_BET, sampleParlay, STREAM_ID } from './streamBetSamples';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';

const harness = useRulesEnvironment();

describe('streams/{id}/parlays/{id}: Kills + Win (who sees a bet)', () => {
  const target = (status: string) => ({
    label: `streams/{id}/parlays/{id} (${status})`,
    doc: (ownerUid: string, id: string) => streamBetPaths.parlay(STREAM_ID, `${ownerUid}_${id}`),
    collection: () => streamBetPaths.parlays(STREAM_ID),
    query: (db: Db, ownerUid: string) =>
      status === 'active'
        ? db.collection(streamBetPaths.parlays(STREAM_ID)).where('userId', '==', ownerUid)
        : db.collection(streamBetPaths.parlays(STREAM_ID)).where('status', 'in', ['completed', 'failed', 'refunded']),
    existing: (ownerUid: string) => sampleParlay(ownerUid, { status }),
    created: (ownerUid: string) => sampleParlay(ownerUid),
    updated: () => ({ status: 'completed', payout: 3_000 }),
  });
  describeFirestoreMatrix(harness, target('active'), OPEN_BET);
  describeFirestoreMatrix(harness, target('failed'), SETTLED_BET);
});

describe('parlays: attacks', () => {
  it('the streamer cannot read an active Kills + Win or mark it completed; a supporter cannot either', async () => {
    await harness.seed((db) => db.doc(streamBetPaths.parlay(STREAM_ID, 'fan_parlay')).set(sampleParlay('fan')));
    await expectOutcome(DENY, harness.db('streamer').doc(streamBetPaths.parlay(STREAM_ID, 'fan_parlay')).get());
    await expectOutcome(DENY, harness.db('streamer').doc(streamBetPaths.parlay(STREAM_ID, 'fan_parlay')).update({ status: 'completed' }));
    await expectOutcome(ALLOW, harness.db('owner', 'fan').doc(streamBetPaths.parlay(STREAM_ID, 'fan_parlay')).get());
    await expectOutcome(DENY, harness.db('owner', 'fan').doc(streamBetPaths.parlay(STREAM_ID, 'fan_parlay')).update({ status: 'refunded' }));
  });
});
