import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCallableError, type TestClient } from '../support/client';
import { expectNoDocumentWritten, signIn, userDoc, visitor } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { createDepositor, newRequestId, paidOrder } from './walletSupport';
import { admin, battleBettor, betsOf, organizer, placeBet, playerBattle, type SignedInClient } from './battleSupport';
import { challengeRequest } from './challengeSupport';
import { enter, eventDoc, form } from './eventSupport';
import { betRequest, liveStreamer, parlayRequest, valorantOdds, type LiveStreamer } from './streamBetSupport';
import { adminMessages } from '../../functions/src/shared/admin/messages';
import { dayOf } from '../../functions/src/shared/admin/schemas';
import type { UserActivityRow } from '../../functions/src/shared/admin/types';
import { eventSplit } from '../../functions/src/shared/events/payout';
import { wonBetMoney } from '../../functions/src/shared/streamBets/pricing';

const today = dayOf(Date.now());
const none = { count: 0, paidAmount: 0, wonAmount: 0, tipAmount: 0, donatedAmount: 0, netAmount: 0 };

let boss: TestClient;
let punter: SignedInClient;
let star: LiveStreamer;
let depositor: SignedInClient;
let won: { payout: number; tipAmount: number };
let eventWin: number;
let battleId: string;
let competitorName: string;

/**
 * One punter's book: a $10 battle bet (open), a $10 stream bet won with a 10% tip and a $6 one lost, a $15
 * Kills + Win completed, a $10 challenge completed and a $5 one declined (refunded), and a $10 entry to an event
 * they alone entered and won. A depositor adds $25.
 */
beforeAll(async () => {
  await setConfig({ betting: true });
  boss = await admin();
  punter = await battleBettor({ cash: 20_000 });
  star = await liveStreamer(100);

  const host = await organizer();
  const battle = await playerBattle(host);
  battleId = battle.battleId;
  await placeBet(punter, battleId, battle.challenger.uid, { cash: 1_000 });
  competitorName = (await betsOf(battleId))[0]!.competitor.name;

  const odds = await valorantOdds(punter, star.streamId);
  const winning = await punter.call('createBet', betRequest(odds, 'match_win', { cash: 1_000 }, 10));
  const losing = await punter.call('createBet', betRequest(odds, 'match_win', { cash: 600 }));
  won = wonBetMoney({ cash: 1_000, credits: 0 }, odds.multipliers.match_win!, 10);
  await boss.call('updateBetStatus', { id: winning.betId, streamId: star.streamId, status: 'won' });
  await boss.call('updateBetStatus', { id: losing.betId, streamId: star.streamId, status: 'lost' });
  const { parlayId } = await punter.call('createParlay', parlayRequest(star.streamId, odds.killsTarget, { basePrice: 1_500 }));
  await boss.call('updateParlay', { id: parlayId, streamId: star.streamId, status: 'completed' });

  const completed = challengeRequest(star.streamId);
  await punter.call('createChallenge', completed);
  await star.client.call('updateChallenge', { streamId: star.streamId, challengeId: completed.challengeId, status: 'active' });
  await star.client.call('updateChallenge', { streamId: star.streamId, challengeId: completed.challengeId, status: 'completed' });
  const declined = challengeRequest(star.streamId, { basePrice: 500 });
  await punter.call('createChallenge', declined);
  await star.client.call('updateChallenge', { streamId: star.streamId, challengeId: declined.challengeId, status: 'declined' });

  const { eventId } = await boss.call('createEvent', form({ type: 'rank', manual: true }));
  await enter(punter, eventId);
  await boss.call('updateEvent', { eventId, status: 'active' });
  await boss.call('updateEvent', { eventId, status: 'pending' });
  await boss.call('updateEvent', { eventId, winners: [punter.uid] });
  eventWin = eventSplit(1_000, (await eventDoc(eventId)).kind, 1).perWinner;

  depositor = await createDepositor();
  await depositor.call('addBalance', { orderId: await paidOrder(depositor.uid, 2_500), amount: 2_500, requestId: newRequestId() });
}, 240_000);

afterAll(async () => {
  await clearConfig();
});

const rowsOf = async (userId: string): Promise<UserActivityRow[]> => (await boss.call('getAdminUserSummaryActivities', { userId })).rows;

describe('getAdminUserSummaryActivities', () => {
  it("gives a punter's exact figures by product, refunds counted back in the net", async () => {
    expect(won.tipAmount).toBeGreaterThan(0);
    expect(eventWin).toBeGreaterThan(0);
    expect(await rowsOf(punter.uid)).toEqual([
      { type: 'battleBets', ...none, count: 1, paidAmount: 1_000, netAmount: -1_000 },
      { type: 'streamBets', ...none, count: 2, paidAmount: 1_600, wonAmount: won.payout, netAmount: won.payout - 1_600 },
      { type: 'parlays', ...none, count: 1, paidAmount: 1_500, netAmount: -1_500 },
      { type: 'challenges', ...none, count: 2, paidAmount: 1_500, netAmount: -1_000 },
      { type: 'events', ...none, count: 1, paidAmount: 1_000, wonAmount: eventWin, netAmount: eventWin - 1_000 },
      { type: 'deposits', ...none },
      { type: 'withdrawals', ...none },
    ]);
  });

  it("gives the streamer the tip and the donations they received, and a depositor their deposit", async () => {
    const rows = await rowsOf(star.client.uid);
    expect(rows.find((row) => row.type === 'streamBets')).toEqual({ type: 'streamBets', ...none, tipAmount: won.tipAmount, netAmount: won.tipAmount });
    expect(rows.find((row) => row.type === 'parlays')).toEqual({ type: 'parlays', ...none, donatedAmount: 2_250, netAmount: 2_250 });
    expect(rows.find((row) => row.type === 'challenges')).toEqual({ type: 'challenges', ...none, donatedAmount: 900, netAmount: 900 });
    expect((await rowsOf(depositor.uid)).find((row) => row.type === 'deposits')).toEqual({ type: 'deposits', ...none, count: 1, paidAmount: 2_500, netAmount: 2_500 });
  });
});

describe('fetchOrders', () => {
  it("lists the punter's orders newest first, filtered by type and limited, with the battle bet's competitor", async () => {
    const { orders } = await boss.call('fetchOrders', { userId: punter.uid, types: [], limit: 500 });
    const username = (await userDoc(punter.uid))!.username;
    expect(orders.map((order) => order.timestamp)).toEqual([...orders.map((order) => order.timestamp)].sort((a, b) => b - a));
    expect(orders.every((order) => order.userId === punter.uid && order.username === username)).toBe(true);
    expect(competitorName).not.toBe('');
    expect(orders.filter((order) => order.competitor !== null)).toEqual([
      expect.objectContaining({ type: 'bet_placed', amount: -1_000, credits: 0, competitor: { name: competitorName } }),
    ]);

    const stakes = await boss.call('fetchOrders', { userId: punter.uid, types: ['challenge_placed', 'event_enter'], limit: 500 });
    expect(stakes.orders.map((order) => [order.type, order.amount]).sort()).toEqual([
      ['challenge_placed', -1_000],
      ['challenge_placed', -500],
      ['event_enter', -1_000],
    ].sort());
    const { orders: kills } = await boss.call('fetchOrders', { userId: punter.uid, types: ['parlay_placed'], limit: 10 });
    expect(kills).toEqual([expect.objectContaining({ type: 'parlay_placed', amount: -1_500, streamerName: star.username })]);
    expect((await boss.call('fetchOrders', { userId: punter.uid, types: [], limit: 2 })).orders).toEqual(orders.slice(0, 2));
  });

  it('refuses bad input with the reason, changing nothing, and an unknown user', async () => {
    const cases: Array<[unknown, string]> = [
      [{ userId: punter.uid, types: [], limit: 501 }, adminMessages.ordersLimit],
      [{ userId: punter.uid, types: [], limit: 0 }, adminMessages.ordersLimit],
      [{ userId: punter.uid, types: [], limit: 2.5 }, adminMessages.ordersLimit],
      [{ userId: punter.uid, types: [] }, adminMessages.ordersLimit],
      [{ userId: punter.uid, types: ['bet_placed', 'lottery'], limit: 10 }, adminMessages.orderTypes],
      [{ userId: punter.uid, types: Array(11).fill('bet_placed'), limit: 10 }, adminMessages.orderTypes],
      [{ userId: punter.uid, types: 'bet_placed', limit: 10 }, adminMessages.orderTypes],
    ];
    await expectNoDocumentWritten(async () => {
      for (const [payload, message] of cases) {
        expect(await expectCallableError(boss.call('fetchOrders', payload as never), 'invalid-argument'), JSON.stringify(payload)).toBe(message);
      }
      await expectCallableError(boss.call('fetchOrders', { types: [], limit: 10 } as never), 'invalid-argument');
      await expectCallableError(boss.call('getAdminUserSummaryActivities', {} as never), 'invalid-argument');
      await expectCallableError(boss.call('getAdminUserSummaryActivities', { userId: punter.uid, extra: 1 } as never), 'invalid-argument');
      await expectCallableError(boss.call('getAdminUserStats', { start: today } as never), 'invalid-argument');
      await expectCallableError(boss.call('getAdminChallengeStats', { start: today, end: '2020-01-01' }), 'invalid-argument');
    });
    await expectCallableError(boss.call('getAdminUserSummaryActivities', { userId: 'nobody_here' }), 'not-found');
    await expectCallableError(boss.call('fetchOrders', { userId: 'nobody_here', types: [], limit: 10 }), 'not-found');
  });
});

describe('getAdminUserStats and getAdminChallengeStats', () => {
  it("count today's accounts and challenges, and an earlier range none", async () => {
    const users = await boss.call('getAdminUserStats', { start: today, end: today });
    expect(users.newCount).toBeGreaterThanOrEqual(1);
    expect(users.verifiedCount).toBeGreaterThanOrEqual(1);
    expect(users.activeCount).toBeGreaterThanOrEqual(1);
    expect(users.days).toEqual([{ day: today, activeCount: users.activeCount }]);
    const earlier = await boss.call('getAdminUserStats', { start: '2025-01-01', end: '2025-01-03' });
    expect(earlier).toMatchObject({ newCount: 0, verifiedCount: 0, activeCount: 0 });
    expect(earlier.days).toHaveLength(3);

    const challenges = await boss.call('getAdminChallengeStats', { start: today, end: today });
    const status = (name: string) => challenges.byStatus.find((row) => row.status === name);
    expect(status('completed')).toEqual({ status: 'completed', count: 1, total: 1_000, paid: 900 });
    expect(status('declined')).toEqual({ status: 'declined', count: 1, total: 500, paid: 0 });
    expect(challenges.byStatus.map((row) => row.status)).toEqual(['submitted', 'active', 'declined', 'completed', 'failed']);
    const before = await boss.call('getAdminChallengeStats', { start: '2025-01-01', end: '2025-01-03' });
    expect(before.byStatus.every((row) => row.count === 0 && row.total === 0 && row.paid === 0)).toBe(true);
  });
});

describe('who may call', () => {
  it('refuses every role but Admin and Super Admin, and gives a Super Admin the same rows', async () => {
    const anonymous = await visitor();
    const calls = [
      (client: TestClient) => client.call('getAdminUserSummaryActivities', { userId: punter.uid }),
      (client: TestClient) => client.call('fetchOrders', { userId: punter.uid, types: [], limit: 10 }),
      (client: TestClient) => client.call('getAdminUserStats', { start: today, end: today }),
      (client: TestClient) => client.call('getAdminChallengeStats', { start: today, end: today }),
    ];
    for (const call of calls) await expectCallableError(call(anonymous), 'unauthenticated');
    for (const roles of [[], ['streamer'], ['organizer']] as const) {
      const client = await signIn({ roles: [...roles] });
      for (const call of calls) await expectCallableError(call(client), 'permission-denied');
    }
    await expectCallableError(calls[0]!(punter), 'permission-denied');
    await expectCallableError(calls[1]!(punter), 'permission-denied');
    const desk = await signIn({ roles: ['superAdmin'] });
    expect((await desk.call('getAdminUserSummaryActivities', { userId: punter.uid })).rows).toEqual(await rowsOf(punter.uid));
  });
});
