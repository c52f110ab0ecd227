import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { ledgerEntries, notifications } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced } from './walletSupport';
import { accountOf, admin, battleBettor as viewer } from './battleSupport';
import { entrants, entriesOf, eventDoc, eventDoubleDown, eventVotesOf, form } from './eventSupport';
import { challengeMessages } from '../../functions/src/shared/challenges/messages';

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
});

describe('votes on events', () => {
  it('takes one free vote per user while the event is open, and names exactly one target', async () => {
    const by = await admin();
    const { eventId } = await by.call('createEvent', form());
    const fan = await viewer({ cash: 10_000 });
    expect(await fan.call('createVote', { eventId })).toEqual({ eventId, totalVotes: 1 });
    expect(await expectCallableError(fan.call('createVote', { eventId }), 'already-exists')).toBe(challengeMessages.alreadyVotedEvent);
    expect(await eventVotesOf(eventId)).toEqual([expect.objectContaining({ id: fan.uid, paidAmount: 0, isDoubleDown: false })]);
    expect(await accountOf(fan.uid)).toMatchObject({ balance: 10_000 });

    expect(await expectCallableError(fan.call('createVote', { eventId, streamId: 'stream_1', challengeId: 'challenge_1' }), 'invalid-argument')).toBe(
      challengeMessages.targetRequired,
    );
    expect(await expectCallableError(fan.call('createVote', {}), 'invalid-argument')).toBe(challengeMessages.targetRequired);

    await by.call('updateEvent', { eventId, status: 'declined' });
    const late = await viewer({ cash: 10_000 });
    expect(await expectCallableError(late.call('createVote', { eventId }), 'failed-precondition')).toBe(challengeMessages.eventVotingClosed);
    expect((await eventDoc(eventId)).totalVotes).toBe(1);
  });
});

describe('double-downs on events', () => {
  it('adds $5 to $5,000 into the pot, named or Anonymous, without making the payer an entrant', async () => {
    const by = await admin();
    const { eventId } = await by.call('createEvent', form());
    const fan = await viewer({ cash: 10_000, credits: 2 });
    expect(await expectCallableError(fan.call('createDoubleDown', eventDoubleDown(eventId, { cash: 499 })), 'invalid-argument')).toBe(challengeMessages.staticMin);
    expect(await expectCallableError(fan.call('createDoubleDown', eventDoubleDown(eventId, { cash: 500_001 })), 'invalid-argument')).toBe(challengeMessages.doubleDownMax);
    expect(await expectCallableError(fan.call('createDoubleDown', eventDoubleDown(eventId, { cash: 499_500, credits: 2 })), 'invalid-argument')).toBe(
      challengeMessages.doubleDownMax,
    );
    expect((await eventDoc(eventId)).totalAmount).toBe(0);

    const added = await fan.call('createDoubleDown', eventDoubleDown(eventId, { cash: 1_500, credits: 1 }, true));
    expect(added).toMatchObject({ eventId, amount: 2_000, totalAmount: 2_000, balanceAfter: 8_500 });
    const named = await viewer({ cash: 10_000 });
    await named.call('createDoubleDown', eventDoubleDown(eventId, { cash: 700 }));

    expect(await eventDoc(eventId)).toMatchObject({ totalAmount: 2_700, userIds: [], users: [], status: 'submitted' });
    expect(await accountOf(fan.uid)).toMatchObject({ balance: 8_500, credits: 1 });
    const lines = (await eventVotesOf(eventId)).map((vote) => [vote.username, vote.paidAmount, vote.isDoubleDown]).sort();
    expect(lines).toEqual([['Anonymous', 2_000, true], [named.uid, 700, true]].sort());
    expect((await entriesOf(eventId)).map((entry) => [entry.userId, entry.value, entry.isDoubleDown, entry.status]).sort()).toEqual(
      [[fan.uid, 2_000, true, 'held'], [named.uid, 700, true, 'held']].sort(),
    );
    expect((await ledgerEntries(named.uid)).filter((entry) => entry.type === 'event_add_cash').map((entry) => entry.amount)).toEqual([-700]);
    await expectBooksBalanced();
  });

  it('takes money only while the event is Pending or Started, and starts a goal event the money completes', async () => {
    const by = await admin();
    const goal = await by.call('createEvent', form({ baseType: 'goal', baseAmount: 3_000 }));
    await entrants(goal.eventId, 1);
    const fan = await viewer({ cash: 10_000 });
    await fan.call('createDoubleDown', eventDoubleDown(goal.eventId, { cash: 2_000 }));
    expect(await eventDoc(goal.eventId)).toMatchObject({ status: 'active', totalAmount: 3_000 });
    await fan.call('createDoubleDown', eventDoubleDown(goal.eventId, { cash: 500 }));

    const ended = await by.call('createEvent', form({ type: 'rank', manual: true }));
    await by.call('updateEvent', { eventId: ended.eventId, status: 'active' });
    await by.call('updateEvent', { eventId: ended.eventId, status: 'pending' });
    expect(await expectCallableError(fan.call('createDoubleDown', eventDoubleDown(ended.eventId, { cash: 500 })), 'failed-precondition')).toBe(
      challengeMessages.eventNotOpen,
    );
    expect(await accountOf(fan.uid)).toMatchObject({ balance: 7_500 });
    await expectBooksBalanced();
  });

  it('refunds every entrant and double-down payer, credits included, when the event is deleted or cancelled', async () => {
    const by = await admin();
    for (const end of ['delete', 'cancel'] as const) {
      const { eventId } = await by.call('createEvent', form());
      const [player] = await entrants(eventId, 1);
      const fan = await viewer({ cash: 10_000, credits: 2 });
      await fan.call('createDoubleDown', eventDoubleDown(eventId, { cash: 1_000, credits: 2 }, true));
      if (end === 'delete') await by.call('deleteEvent', { eventId });
      else await by.call('updateEvent', { eventId, status: 'declined' });
      expect(await accountOf(player!.uid)).toMatchObject({ balance: 10_000 });
      expect(await accountOf(fan.uid)).toMatchObject({ balance: 10_000, credits: 2 });
      expect((await entriesOf(eventId)).map((entry) => entry.status)).toEqual(['refunded', 'refunded']);
      const refunds = (await notifications(fan.uid)).filter((note) => note.type === 'refund');
      expect(refunds.map((note) => note.variables.amount)).toEqual([2_000]);
    }
    await expectBooksBalanced();
  });

  it('counts double-downs in the winners’ payout: 80% of entries and double-downs on a sponsored event', async () => {
    const by = await admin();
    const { eventId } = await by.call('createEvent', form({ type: 'rank', manual: true }));
    const [winner, loser] = await entrants(eventId, 2);
    const fan = await viewer({ cash: 10_000 });
    await fan.call('createDoubleDown', eventDoubleDown(eventId, { cash: 3_000 }));
    await by.call('updateEvent', { eventId, status: 'active' });
    await fan.call('createDoubleDown', eventDoubleDown(eventId, { cash: 1_000 }));
    await by.call('updateEvent', { eventId, status: 'pending' });
    await by.call('updateEvent', { eventId, winners: [winner!.uid] });

    // Pot: 2 x $10 entries + $40 added = $60; the winner takes 80%, $48.
    expect(await eventDoc(eventId)).toMatchObject({ status: 'completed', totalAmount: 6_000, payoutPerWinner: 4_800, settlementPending: false });
    expect(await accountOf(winner!.uid)).toMatchObject({ balance: 13_800 });
    expect(await accountOf(loser!.uid)).toMatchObject({ balance: 9_000 });
    expect(await accountOf(fan.uid)).toMatchObject({ balance: 6_000 });
    expect((await entriesOf(eventId)).every((entry) => entry.status === 'paid')).toBe(true);
    await expectBooksBalanced();
  });
});

describe('event logo', () => {
  it('stores the event’s own Storage path when its manager says the logo is uploaded, and clears it', async () => {
    const by = await admin();
    const { eventId } = await by.call('createEvent', form());
    expect(await by.call('updateEvent', { eventId, logo: true })).toMatchObject({ eventId, status: 'submitted' });
    expect((await eventDoc(eventId)).logo).toBe(`events/${eventId}/logo`);
    const outsider = await viewer({ cash: 0 });
    await expectCallableError(outsider.call('updateEvent', { eventId, logo: false }), 'permission-denied');
    await by.call('updateEvent', { eventId, logo: false });
    expect((await eventDoc(eventId)).logo).toBeNull();
  });
});
