import { describe, it } from 'vitest';
import {
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  OWNER_AND_ADMINS_READ,
  sampleNotification,
  useRulesEnvironment,
} from './support';
import { NOTIFICATION_COLLECTIONS, notificationPaths } from '../../functions/src/shared/notifications/firestorePaths';

const harness = useRulesEnvironment();

describe('users/{uid}/notifications/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'users/{uid}/notifications/{id}',
      doc: (ownerUid, id) => notificationPaths.notification(ownerUid, id),
      collection: (ownerUid) => notificationPaths.notifications(ownerUid),
      existing: () => sampleNotification(),
      created: () => sampleNotification(),
      updated: () => ({ variables: { amount: 1_000_000_00 } }),
    },
    OWNER_AND_ADMINS_READ,
  );
});

describe('users/{uid}/notifications: attacks', () => {
  const victim = 'victim';
  const notification = notificationPaths.notification(victim, 'payout-1');

  it("a user cannot get someone else's notification", async () => {
    await harness.seed((db) => db.doc(notification).set(sampleNotification({ type: 'payout' })));
    await expectOutcome(DENY, harness.db('other').doc(notification).get());
  });

  it("a user cannot list someone else's notifications", async () => {
    await expectOutcome(DENY, harness.db('other').collection(notificationPaths.notifications(victim)).get());
  });

  it('a user cannot run a collection-group query over every notifications collection', async () => {
    await expectOutcome(DENY, harness.db('other').collectionGroup(NOTIFICATION_COLLECTIONS.notifications).get());
  });

  it('the owner cannot create a notification for themselves', async () => {
    const forged = notificationPaths.notification(victim, 'forged');
    await expectOutcome(DENY, harness.db('owner', victim).doc(forged).set(sampleNotification({ type: 'deposit' })));
  });

  it('the owner cannot delete their own notification from the client (a callable does that)', async () => {
    await harness.seed((db) => db.doc(notification).set(sampleNotification({ type: 'payout' })));
    await expectOutcome(DENY, harness.db('owner', victim).doc(notification).delete());
  });

  it("a user cannot create a notification for someone else", async () => {
    const spam = notificationPaths.notification(victim, 'spam');
    await expectOutcome(DENY, harness.db('other').doc(spam).set(sampleNotification({ type: 'challenge_received' })));
  });
});
