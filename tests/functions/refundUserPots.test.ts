import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { adminDb } from '../support/admin';
import { expectNothingWritten, ledgerEntries, notifications, signIn, visitor } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { auditOf, expectReconciled, messageOf, refund, REFUND_REASON } from './refundSupport';
import { accountOf, admin, battleBettor } from './battleSupport';
import { challengeDoc, challengeRequest, contributionsOf, doubleDownRequest, streamerWithStream, votesOf } from './challengeSupport';
import { enter, entriesOf, eventDoc, eventDoubleDown, eventVotesOf, form } from './eventSupport';
import { newRequestId } from './walletSupport';
import { challengePaths } from '../../functions/src/shared/challenges/firestorePaths';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';
import { supportMessages } from '../../functions/src/shared/support/messages';

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
});

/** An open challenge: the creator's $10 and 1 credit, and a viewer's anonymous double-down of $5 and 1 credit. */
async function openChallenge() {
  const star = await streamerWithStream();
  const creator = await battleBettor({ cash: 10_000, credits: 3 });
  const viewer = await battleBettor({ cash: 10_000, credits: 3 });
  const { challengeId } = await creator.call('createChallenge', challengeRequest(star.uid, { basePrice: 1_000, credits: 1 }));
  const added = await viewer.call('createDoubleDown', doubleDownRequest(star.uid, challengeId, { cash: 500, credits: 1 }, true));
  return { star, streamId: star.uid, challengeId, creator, viewer, doubleDownId: added.contributionId };
}

describe('refundUser: challenge contributions', () => {
  it('refunds a double-down as paid, shrinks the pot, and the completion pays the streamer on what is left; the books stay clean', async () => {
    const { star, streamId, challengeId, creator, viewer, doubleDownId } = await openChallenge();
    // The challenge's stakes name the streamer (the orders list shows them).
    const stakes = [...(await ledgerEntries(creator.uid)), ...(await ledgerEntries(viewer.uid))].filter((entry) => entry.type.startsWith('challenge_'));
    expect(stakes.map((entry) => [entry.type, entry.streamerName]).sort()).toEqual([
      ['challenge_add_cash', star.username],
      ['challenge_placed', star.username],
    ]);
    const staff = await admin();
    const orders = await staff.call('fetchOrders', { userId: viewer.uid, types: ['challenge_add_cash'], limit: 10 });
    expect(orders.orders).toEqual([expect.objectContaining({ streamerName: star.username, refund: { kind: 'challengeContribution', parentId: challengeId, itemId: doubleDownId, streamId } })]);

    const result = await staff.call('refundUser', refund('challengeContribution', challengeId, doubleDownId, newRequestId(), streamId));
    expect(result).toMatchObject({ kind: 'challengeContribution', parentId: challengeId, itemId: doubleDownId, streamId, userId: viewer.uid, balance: 500, credits: 1 });
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 10_000, credits: 3 });
    expect((await contributionsOf(streamId, challengeId)).map((item) => [item.id, item.status]).sort()).toEqual([
      [doubleDownId, 'refunded'],
      ['original', 'held'],
    ]);
    expect(await challengeDoc(streamId, challengeId)).toMatchObject({ totalAmount: 1_500, totalCash: 1_000, totalCredits: 1, contributionCount: 1, status: 'submitted' });
    expect((await votesOf(streamId, challengeId)).map((vote) => vote.id)).toEqual(['original']);
    expect((await notifications(viewer.uid)).filter((note) => note.type === 'refund')).toEqual([
      expect.objectContaining({ variables: expect.objectContaining({ amount: 500, credits: 1, reason: REFUND_REASON, challengeId, streamer: star.username }) }),
    ]);
    expect(await auditOf(viewer.uid)).toEqual([
      expect.objectContaining({
        action: 'refundUser',
        actor: expect.objectContaining({ uid: staff.uid }),
        reason: REFUND_REASON,
        before: expect.objectContaining({ kind: 'challengeContribution', status: 'held', balance: 500, credits: 1 }),
        after: expect.objectContaining({ kind: 'challengeContribution', status: 'refunded' }),
      }),
    ]);
    expect((await staff.call('fetchOrders', { userId: viewer.uid, types: ['challenge_add_cash'], limit: 10 })).orders[0]).toEqual(
      expect.objectContaining({ refund: null, refunded: true }),
    );
    await expectReconciled();

    await star.call('updateChallenge', { streamId, challengeId, status: 'active' });
    await star.call('updateChallenge', { streamId, challengeId, status: 'completed' });
    expect(await challengeDoc(streamId, challengeId)).toMatchObject({ status: 'completed', streamerPayout: 1_350 });
    await expectNothingWritten(async () => {
      expect(await expectCallableError(staff.call('refundUser', refund('challengeContribution', challengeId, 'original', newRequestId(), streamId)), 'failed-precondition')).toBe(
        supportMessages.refundSettled,
      );
    });
    expect(await accountOf(creator.uid)).toMatchObject({ balance: 9_000, credits: 2 });
    await expectReconciled();
  });

  it("refunds the creator's stake once for repeated and parallel requests, and not once the challenge is final", async () => {
    const { streamId, challengeId, creator } = await openChallenge();
    const [first, second] = [await admin(), await signIn({ roles: ['superAdmin'] })];
    const same = refund('challengeContribution', challengeId, 'original', newRequestId(), streamId);
    const settled = await Promise.allSettled([
      first.call('refundUser', same),
      first.call('refundUser', same),
      second.call('refundUser', refund('challengeContribution', challengeId, 'original', newRequestId(), streamId)),
    ]);
    const done = settled.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value.auditId);
    expect(new Set(done).size).toBe(1);
    for (const outcome of settled) if (outcome.status === 'rejected') expect(messageOf(outcome.reason)).toBe(supportMessages.refundAlreadyRefunded);
    expect(await accountOf(creator.uid)).toMatchObject({ balance: 10_000, credits: 3 });
    expect((await ledgerEntries(creator.uid)).filter((entry) => entry.type === 'refund')).toHaveLength(1);
    expect(await auditOf(creator.uid)).toHaveLength(1);
    expect(await challengeDoc(streamId, challengeId)).toMatchObject({ totalAmount: 1_000, contributionCount: 1 });
    await expectReconciled();

    // The stand-in for a failed challenge whose settlement has not run yet: its money belongs to the settlement.
    const held = (await contributionsOf(streamId, challengeId)).find((item) => item.status === 'held')!;
    await adminDb.doc(challengePaths.challenge(streamId, challengeId)).update({ status: 'failed' });
    await expectNothingWritten(async () => {
      expect(await expectCallableError(first.call('refundUser', refund('challengeContribution', challengeId, held.id, newRequestId(), streamId)), 'failed-precondition')).toBe(
        supportMessages.refundChallengeClosed,
      );
    });
  });

  it('refuses other roles and bad input, writing nothing', async () => {
    const { star, streamId, challengeId, viewer, doubleDownId } = await openChallenge();
    const request = refund('challengeContribution', challengeId, doubleDownId, newRequestId(), streamId);
    const staff = await admin();
    const [user, anonymous] = [await signIn(), await visitor()];
    await expectNothingWritten(async () => {
      for (const caller of [viewer, star, user]) await expectCallableError(caller.call('refundUser', request), 'permission-denied');
      await expectCallableError(anonymous.call('refundUser', request), 'unauthenticated');
      const { streamId: _stream, ...withoutStream } = request;
      for (const payload of [withoutStream, { ...request, streamId: 'a/b' }, { ...request, streamId: 7 }, { ...request, amount: 100 }]) {
        await expectCallableError(staff.call('refundUser', payload as never), 'invalid-argument');
      }
      expect(await expectCallableError(staff.call('refundUser', { ...request, streamId: 'no-such-stream' }), 'not-found')).toBe(supportMessages.refundItemNotFound);
    });
  });
});

/** An open event (not started): an entry of $10 and an Add Money of $5 and 1 credit. */
async function openEvent() {
  const staff = await admin();
  const { eventId } = await staff.call('createEvent', form());
  const player = await battleBettor({ cash: 10_000 });
  const backer = await battleBettor({ cash: 10_000, credits: 2 });
  await enter(player, eventId);
  const added = await backer.call('createDoubleDown', eventDoubleDown(eventId, { cash: 500, credits: 1 }));
  const entries = await entriesOf(eventId);
  const entryId = entries.find((entry) => entry.userId === player.uid)!.id;
  return { staff, eventId, player, backer, entryId, addedId: added.contributionId };
}

describe('refundUser: event entries and Add Money', () => {
  it('refunds an entry (the entrant leaves) and an Add Money as paid, each once, and the pot shrinks; the books stay clean', async () => {
    const { staff, eventId, player, backer, entryId, addedId } = await openEvent();
    expect(await eventDoc(eventId)).toMatchObject({ totalAmount: 2_000, userIds: [player.uid] });
    const orders = await staff.call('fetchOrders', { userId: player.uid, types: ['event_enter'], limit: 10 });
    expect(orders.orders).toEqual([expect.objectContaining({ refund: { kind: 'eventEntry', parentId: eventId, itemId: entryId } })]);

    const same = refund('eventEntry', eventId, entryId);
    const settled = await Promise.allSettled([staff.call('refundUser', same), staff.call('refundUser', same), staff.call('refundUser', refund('eventEntry', eventId, entryId))]);
    const done = settled.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value);
    expect(new Set(done.map((result) => result.auditId)).size).toBe(1);
    expect(done[0]).toMatchObject({ kind: 'eventEntry', userId: player.uid, balance: 1_000, credits: 0 });
    for (const outcome of settled) if (outcome.status === 'rejected') expect(messageOf(outcome.reason)).toBe(supportMessages.refundAlreadyRefunded);
    expect(await accountOf(player.uid)).toMatchObject({ balance: 10_000 });
    expect(await eventDoc(eventId)).toMatchObject({ totalAmount: 1_000, users: [], userIds: [] });

    expect(await staff.call('refundUser', refund('eventEntry', eventId, addedId))).toMatchObject({ userId: backer.uid, balance: 500, credits: 1 });
    expect(await accountOf(backer.uid)).toMatchObject({ balance: 10_000, credits: 2 });
    expect(await eventDoc(eventId)).toMatchObject({ totalAmount: 0 });
    expect(await eventVotesOf(eventId)).toEqual([]);
    expect((await entriesOf(eventId)).map((entry) => entry.status)).toEqual(['refunded', 'refunded']);
    for (const uid of [player.uid, backer.uid]) {
      expect((await ledgerEntries(uid)).filter((entry) => entry.type === 'refund')).toHaveLength(1);
      expect((await notifications(uid)).filter((note) => note.type === 'refund')).toEqual([
        expect.objectContaining({ variables: expect.objectContaining({ reason: REFUND_REASON, eventId }) }),
      ]);
      expect(await auditOf(uid)).toEqual([expect.objectContaining({ action: 'refundUser', after: expect.objectContaining({ kind: 'eventEntry', status: 'refunded' }) })]);
    }
    await expectReconciled();

    // Cancelling the event afterwards refunds nothing twice.
    await staff.call('updateEvent', { eventId, status: 'declined' });
    expect((await ledgerEntries(player.uid)).filter((entry) => entry.type === 'refund')).toHaveLength(1);
    await expectReconciled();
  });

  it('refuses an event whose results are pending, other roles and bad input, writing nothing', async () => {
    const { staff, eventId, player, entryId } = await openEvent();
    const request = refund('eventEntry', eventId, entryId);
    const others = [player, await signIn(), await signIn({ roles: ['streamer'] })];
    await expectNothingWritten(async () => {
      for (const caller of others) await expectCallableError(caller.call('refundUser', request), 'permission-denied');
      for (const payload of [{ ...request, streamId: 'stream-1' }, { ...request, itemId: '' }, { ...request, reason: 'short' }]) {
        await expectCallableError(staff.call('refundUser', payload as never), 'invalid-argument');
      }
    });
    // The stand-in for the event having ended: its pot is what the winners share.
    await adminDb.doc(eventPaths.event(eventId)).update({ status: 'pending' });
    await expectNothingWritten(async () => {
      expect(await expectCallableError(staff.call('refundUser', request), 'failed-precondition')).toBe(supportMessages.refundEventClosed);
    });
    expect(await accountOf(player.uid)).toMatchObject({ balance: 9_000 });
  });
});
