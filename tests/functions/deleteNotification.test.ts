import { describe, expect, it } from 'vitest';
import { runLedger } from '../../functions/src/ledger/ledger';
import { adminDb } from '../support/admin';
import { expectCallableError } from '../support/client';
import { createAccount, visitor } from './support';
import { notificationPaths } from '../../functions/src/shared/notifications/firestorePaths';
import { notificationMessages } from '../../functions/src/shared/notifications/messages';

/** Gives `uid` `count` notifications through the ledger (as a credit grant would) and returns their ids. */
async function notify(uid: string, count: number): Promise<string[]> {
  await runLedger([
    {
      uid,
      idempotencyKey: 'notify',
      type: 'system_adjustment',
      credits: count,
      notifications: Array.from({ length: count }, () => ({ type: 'bonus_credits_added' as const, variables: { credits: 1 } })),
    },
  ]);
  return notificationIds(uid);
}

async function notificationIds(uid: string): Promise<string[]> {
  return (await adminDb.collection(notificationPaths.notifications(uid)).get()).docs.map((doc) => doc.id).sort();
}

describe('deleteNotification', () => {
  it("deletes one of the caller's notifications and nothing else", async () => {
    const user = await createAccount();
    const [first, ...rest] = await notify(user.uid, 3);
    expect(await user.call('deleteNotification', { notificationId: first })).toEqual({ deleted: true });
    expect(await notificationIds(user.uid)).toEqual(rest);

    const again = await expectCallableError(user.call('deleteNotification', { notificationId: first }), 'not-found');
    expect(again).toBe(notificationMessages.notificationNotFound);
    expect(await notificationIds(user.uid)).toEqual(rest);
  });

  it("cannot reach another user's notifications", async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const ids = await notify(owner.uid, 2);
    for (const notificationId of ids) {
      expect(await expectCallableError(other.call('deleteNotification', { notificationId }), 'not-found')).toBe(
        notificationMessages.notificationNotFound,
      );
    }
    expect(await notificationIds(owner.uid)).toEqual(ids);
    await expectCallableError((await visitor()).call('deleteNotification', { notificationId: ids[0] }), 'unauthenticated');
    expect(await notificationIds(owner.uid)).toEqual(ids);
  });

  it('refuses bad input with invalid-argument', async () => {
    const owner = await createAccount();
    const user = await createAccount();
    const [id] = await notify(owner.uid, 1);
    for (const payload of [
      null,
      {},
      { notificationId: '' },
      { notificationId: 42 },
      { notificationId: [id] },
      { notificationId: `../../${owner.uid}/notifications/${id}` },
      { notificationId: `${owner.uid}/notifications/${id}` },
      { notificationId: '__id__' },
      { notificationId: 'x'.repeat(500) },
      { notificationId: id, userId: owner.uid },
    ]) {
      await expectCallableError(user.call('deleteNotification', payload), 'invalid-argument');
    }
    expect(await notificationIds(owner.uid)).toEqual([id]);
  });
});
