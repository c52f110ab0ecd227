import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { adminDb } from '../support/admin';
import { sandboxPost } from '../support/sandbox';
import { ledgerEntries, notifications, signIn } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced, newRequestId } from './walletSupport';
import { runLedger } from '../../functions/src/ledger/ledger';
import { entrants, entriesOf, eventDoc, enter, form } from './eventSupport';
import { accountOf, admin, battleBettor as entrant, HOUR, streamer } from './battleSupport';
import { streamerWithStream } from './challengeSupport';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';
import { eventMessages, formatEventMessage } from '../../functions/src/shared/events/messages';
import { streamMessages } from '../../functions/src/shared/streams/messages';

const job = SCHEDULED_JOBS.runEvents;

/** Books cash into `uid`'s account through the ledger, so the books stay balanced. */
const fund = (uid: string, cash: number) =>
  runLedger([{ uid, idempotencyKey: 'opening', type: 'system_adjustment', cash, credits: 0, bonusChestCredits: 0, reason: 'opening_balance' }]);

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
});

describe('createEvent', () => {
  it('makes an admin’s event sponsored and a streamer’s streamer-led on their stream; refuses others', async () => {
    const by = await admin();
    const sponsored = await by.call('createEvent', form());
    expect(await eventDoc(sponsored.eventId)).toMatchObject({ kind: 'sponsored', streamId: null, status: 'submitted', pricePerPlayer: 1_000, users: [], totalAmount: 0 });

    const host = await streamerWithStream();
    const led = await host.call('createEvent', form({ type: 'rank', baseType: 'goal', baseAmount: 5_000, copyOf: sponsored.eventId }));
    expect(await eventDoc(led.eventId)).toMatchObject({ kind: 'streamer', streamId: host.uid, ownerId: host.uid, baseAmount: 5_000, copyOf: sponsored.eventId });

    const noStream = await streamer();
    expect(await expectCallableError(noStream.call('createEvent', form()), 'failed-precondition')).toBe(streamMessages.setupYourStream);
    await expectCallableError((await signIn()).call('createEvent', form()), 'permission-denied');
    expect(await expectCallableError(by.call('createEvent', form({ baseType: 'goal' })), 'invalid-argument')).toBe(eventMessages.goalRequired);
  });
});

describe('enterEvent', () => {
  it('signs up by paying the price, never toggles twice for one request, drops out with a refund and signs up again', async () => {
    const { eventId } = await (await admin()).call('createEvent', form());
    const player = await entrant({ cash: 5_000 });
    const requestId = newRequestId();
    const first = await enter(player, eventId, requestId);
    expect(first).toEqual({ eventId, entered: true, totalAmount: 1_000, balanceAfter: 4_000 });
    expect(await enter(player, eventId, requestId)).toEqual(first);
    expect((await eventDoc(eventId)).users.map((user) => user.id)).toEqual([player.uid]);

    expect(await enter(player, eventId)).toEqual({ eventId, entered: false, totalAmount: 0, balanceAfter: 5_000 });
    expect(await accountOf(player.uid)).toMatchObject({ balance: 5_000 });
    expect((await notifications(player.uid)).filter((note) => note.type === 'refund')).toHaveLength(1);
    await enter(player, eventId);
    expect(await eventDoc(eventId)).toMatchObject({ userIds: [player.uid], totalAmount: 1_000 });
    expect((await entriesOf(eventId)).map((entry) => entry.status).sort()).toEqual(['held', 'refunded']);
    await expectBooksBalanced();
  });

  it('keeps the owner out without self sign-up, stops at 32 entrants and closes once started', async () => {
    const host = await streamerWithStream();
    const { eventId } = await host.call('createEvent', form());
    expect(await expectCallableError(enter(host, eventId), 'failed-precondition')).toBe(eventMessages.noSelfSignUp);

    const full = Array.from({ length: 32 }, (_, index) => ({ id: `p${index}`, username: `p${index}`, kills: null, teamPlacement: null, entryId: `p${index}_x` }));
    await adminDb.doc(eventPaths.event(eventId)).update({ users: full });
    const late = await entrant();
    expect(await expectCallableError(enter(late, eventId), 'failed-precondition')).toBe(eventMessages.full);
    expect(await accountOf(late.uid)).toMatchObject({ balance: 100_000 });

    await adminDb.doc(eventPaths.event(eventId)).update({ users: [] });
    await host.call('updateEvent', { eventId, status: 'active' });
    expect(await expectCallableError(enter(late, eventId), 'failed-precondition')).toBe(eventMessages.entriesClosed);
  });
});

describe('starting events', () => {
  it('starts a goal event when the entries reach the goal, a kills event playing for an hour', async () => {
    const { eventId } = await (await admin()).call('createEvent', form({ baseType: 'goal', baseAmount: 2_000 }));
    await entrants(eventId, 1);
    expect((await eventDoc(eventId)).status).toBe('submitted');
    await entrants(eventId, 1);
    const event = await eventDoc(eventId);
    expect(event.status).toBe('active');
    expect(event.endsAt!.toMillis() - event.startedAt!.toMillis()).toBe(HOUR);
  });

  it('starts a time event at its time, once', async () => {
    const at = Date.now() + HOUR;
    const { eventId } = await (await admin()).call('createEvent', form({ baseType: 'time', baseStartTime: at }));
    await job.run({ now: at - 1 });
    expect((await eventDoc(eventId)).status).toBe('submitted');
    await job.run({ now: at });
    expect(await eventDoc(eventId)).toMatchObject({ status: 'active', startedAt: Timestamp.fromMillis(at) });
    await job.run({ now: at + 1 });
    expect(await eventDoc(eventId)).toMatchObject({ status: 'active', startedAt: Timestamp.fromMillis(at) });
  });
});

describe('winners', () => {
  it('ends a kills event after its hour and pays the most kills from match data an hour later, ties sharing 80%', async () => {
    const by = await admin();
    const { eventId } = await by.call('createEvent', form());
    const [a, b, c] = await entrants(eventId, 3);
    await by.call('updateEvent', { eventId, status: 'active' });
    // The hour was played two hours ago: the matches started inside it count, one before it does not.
    const startedAt = Date.now() - 3 * HOUR;
    await adminDb.doc(eventPaths.event(eventId)).update({ startedAt: Timestamp.fromMillis(startedAt), endsAt: Timestamp.fromMillis(startedAt + HOUR) });
    const play = async (uid: string, kills: number, at: number) => {
      await adminDb.doc(`users/${uid}`).update({ riotPuuid: `puuid-${uid}` });
      await sandboxPost('/__sandbox/riot/matches', { puuid: `puuid-${uid}`, kills, deaths: 5, won: true, startedAt: at, lengthMs: 30 * 60_000 });
    };
    await play(a!.uid, 12, startedAt + 60_000);
    await play(a!.uid, 8, startedAt + 35 * 60_000);
    await play(b!.uid, 20, startedAt + 10 * 60_000);
    await play(c!.uid, 19, startedAt + 60_000);
    await play(c!.uid, 30, startedAt - 40 * 60_000);

    await job.run({ now: Date.now() });
    const event = await eventDoc(eventId);
    expect(event).toMatchObject({ status: 'completed', winners: [a!.uid, b!.uid].sort(), payoutPerWinner: 1_200, settlementPending: false });
    expect(Object.fromEntries(event.users.map((user) => [user.id, user.kills]))).toEqual({ [a!.uid]: 20, [b!.uid]: 20, [c!.uid]: 19 });
    expect(await accountOf(a!.uid)).toMatchObject({ balance: 10_200 });
    expect(await accountOf(b!.uid)).toMatchObject({ balance: 10_200 });
    expect(await accountOf(c!.uid)).toMatchObject({ balance: 9_000 });
    expect((await notifications(a!.uid)).filter((note) => note.type === 'event_completed').map((note) => note.variables.amount)).toEqual([1_200]);
    expect((await entriesOf(eventId)).map((entry) => entry.status)).toEqual(['paid', 'paid', 'paid']);
    await job.run({ now: Date.now() });
    expect(await accountOf(a!.uid)).toMatchObject({ balance: 10_200 });
    expect((await ledgerEntries(b!.uid)).filter((entry) => entry.type === 'event_completed')).toHaveLength(1);
    await expectBooksBalanced();
  });

  it('leaves the winners of a manual streamer-led event to an admin, who pays the whole pot once; the host is refused', async () => {
    const host = await streamerWithStream();
    const boss = await admin();
    const { eventId } = await host.call('createEvent', form({ type: 'rank', manual: true }));
    const [a, b] = await entrants(eventId, 2);
    await host.call('updateEvent', { eventId, status: 'active' });
    expect(await expectCallableError(boss.call('updateEvent', { eventId, winners: [a!.uid] }), 'failed-precondition')).toBe(eventMessages.winnersNotAllowed);
    await host.call('updateEvent', { eventId, status: 'pending' });
    expect(await expectCallableError(boss.call('updateEvent', { eventId, winners: ['someone-else'] }), 'failed-precondition')).toBe(eventMessages.winnerNotEntrant);
    const other = await streamerWithStream();
    expect(await expectCallableError(other.call('updateEvent', { eventId, winners: [a!.uid] }), 'permission-denied')).toBe(eventMessages.winnersAdminOnly);
    expect(await expectCallableError(host.call('updateEvent', { eventId, winners: [a!.uid] }), 'permission-denied')).toBe(eventMessages.winnersAdminOnly);
    expect(await eventDoc(eventId)).toMatchObject({ status: 'pending', winners: [] });

    expect(await boss.call('updateEvent', { eventId, winners: [a!.uid] })).toEqual({ eventId, status: 'completed', winners: [a!.uid] });
    expect(await accountOf(a!.uid)).toMatchObject({ balance: 11_000 });
    expect(await accountOf(b!.uid)).toMatchObject({ balance: 9_000 });
    expect(await expectCallableError(boss.call('updateEvent', { eventId, winners: [b!.uid] }), 'failed-precondition')).toBe(eventMessages.winnersNotAllowed);
    expect((await ledgerEntries(a!.uid)).filter((entry) => entry.type === 'event_completed').map((entry) => entry.amount)).toEqual([2_000]);
    await expectBooksBalanced();
  });

  it('refuses the attack of a host who enters their own rank event and names themself winner: nothing is paid', async () => {
    const host = await streamerWithStream();
    await fund(host.uid, 10_000);
    const { eventId } = await host.call('createEvent', form({ type: 'rank', selfSignUp: true }));
    expect(await expectCallableError(enter(host, eventId), 'failed-precondition')).toBe(eventMessages.hostJudgedEntry);
    const [a, b] = await entrants(eventId, 2);
    await host.call('updateEvent', { eventId, status: 'active' });
    await host.call('updateEvent', { eventId, status: 'pending' });
    const before = await accountOf(host.uid);
    expect(await expectCallableError(host.call('updateEvent', { eventId, winners: [host.uid] }), 'permission-denied')).toBe(eventMessages.winnersAdminOnly);
    expect(await expectCallableError(host.call('updateEvent', { eventId, winners: [a!.uid] }), 'permission-denied')).toBe(eventMessages.winnersAdminOnly);
    expect(await accountOf(host.uid)).toEqual(before);
    expect(await eventDoc(eventId)).toMatchObject({ status: 'pending', winners: [], userIds: [a!.uid, b!.uid] });
    expect((await ledgerEntries(host.uid)).filter((entry) => entry.type === 'event_completed')).toEqual([]);

    // A kills event, decided by match data, takes its host's entry when self sign-up is on (spec 02 section 5).
    const kills = await host.call('createEvent', form({ selfSignUp: true }));
    expect(await enter(host, kills.eventId)).toMatchObject({ entered: true });
    await expectBooksBalanced();
  });
});

describe('deleting and cancelling', () => {
  it('refunds every entrant when an event is deleted or cancelled, and refuses once results are pending', async () => {
    const by = await admin();
    const deleted = await by.call('createEvent', form());
    const players = await entrants(deleted.eventId, 2);
    expect(await by.call('deleteEvent', { eventId: deleted.eventId })).toEqual({ eventId: deleted.eventId, status: 'deleted' });
    for (const player of players) expect(await accountOf(player.uid)).toMatchObject({ balance: 10_000 });
    expect((await entriesOf(deleted.eventId)).map((entry) => entry.status)).toEqual(['refunded', 'refunded']);

    const cancelled = await by.call('createEvent', form());
    const [player] = await entrants(cancelled.eventId, 1);
    await by.call('updateEvent', { eventId: cancelled.eventId, status: 'active' });
    await by.call('updateEvent', { eventId: cancelled.eventId, status: 'declined' });
    expect(await accountOf(player!.uid)).toMatchObject({ balance: 10_000 });
    expect(await eventDoc(cancelled.eventId)).toMatchObject({ status: 'declined', settlementPending: false });

    const ended = await by.call('createEvent', form({ type: 'rank', manual: true }));
    await by.call('updateEvent', { eventId: ended.eventId, status: 'active' });
    await by.call('updateEvent', { eventId: ended.eventId, status: 'pending' });
    expect(await expectCallableError(by.call('deleteEvent', { eventId: ended.eventId }), 'failed-precondition')).toBe(eventMessages.notDeletable);
    expect(await expectCallableError(by.call('updateEvent', { eventId: ended.eventId, status: 'declined' }), 'failed-precondition')).toBe(
      formatEventMessage.transitionRefused('pending', 'declined'),
    );
    await expectBooksBalanced();
  });
});
