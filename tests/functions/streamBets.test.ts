import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { adminDb } from '../support/admin';
import { expectNoDocumentWritten, ledgerEntries, notifications } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced, newRequestId } from './walletSupport';
import { accountOf, admin, battleBettor, HOUR } from './battleSupport';
import { betRequest, liveStreamer, parlays, playMatch, setRiotOutage, streamBets, valorantOdds, VALORANT } from './streamBetSupport';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { STREAM_BET_TYPES } from '../../functions/src/shared/games/catalogue';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import { streamBetMessages } from '../../functions/src/shared/streamBets/messages';
import { wonBetMoney } from '../../functions/src/shared/streamBets/pricing';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { wagerMessages } from '../../functions/src/shared/wagers/messages';

const job = SCHEDULED_JOBS.settleStreamBets;
const SIX_HOURS = 6 * HOUR;

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
  await setRiotOutage(false);
});

describe('getOdds', () => {
  it('prices from the last 100 matches, reuses the document until the history changes, and needs 20 matches', async () => {
    const star = await liveStreamer(100);
    const viewer = await battleBettor();
    const odds = await valorantOdds(viewer, star.streamId);
    expect(odds).toMatchObject({ gameType: 'valorant', gameMode: 'competitive', matches: 100, killsWin: true, margin: 0.08, kills: { target: odds.killsTarget } });
    for (const type of STREAM_BET_TYPES) {
      expect(odds.multipliers[type]).toBeGreaterThanOrEqual(1.1);
      expect(odds.multipliers[type]).toBeLessThanOrEqual(10);
    }
    expect((await adminDb.doc(streamPaths.stream(star.streamId)).get()).get('currentOdds')).toEqual({ valorant: odds.id });
    expect((await valorantOdds(viewer, star.streamId)).id).toBe(odds.id);

    const { matchId } = await playMatch(star.puuid, { kills: 30, deaths: 2, won: true });
    const next = await valorantOdds(viewer, star.streamId);
    expect(next.id).not.toBe(odds.id);
    expect((await adminDb.collection(streamBetPaths.allOdds(star.streamId)).get()).size).toBe(2);
    const { recentMatches } = await viewer.call('fetchMatchStats', { streamId: star.streamId });
    expect(recentMatches).toHaveLength(10);
    expect(recentMatches[0]).toEqual({ matchId, startedAt: expect.any(Number), kills: 30, deaths: 2, won: true });

    const rookie = await liveStreamer(19);
    const { games } = await viewer.call('getOdds', { streamId: rookie.streamId, games: [VALORANT, { type: 'cod', mode: 'warzone' }] });
    expect(games).toEqual([
      { gameType: 'valorant', gameMode: 'competitive', available: false, reason: streamBetMessages.notAvailable, matches: 19 },
      { gameType: 'cod', gameMode: 'warzone', available: false, reason: streamBetMessages.notAvailable, matches: null },
    ]);
    expect((await valorantOdds(viewer, (await liveStreamer(40)).streamId)).killsWin).toBe(false);
  });
});

describe('createBet', () => {
  it('refuses, writing nothing: own stream, offline stream, stale odds, another multiplier, over the limit, short of funds', async () => {
    const star = await liveStreamer(30);
    const viewer = await battleBettor({ cash: 20_000 });
    const poor = await battleBettor({ cash: 600 });
    const odds = await valorantOdds(viewer, star.streamId);
    const refuse = (client: typeof viewer, request: object, code: string, message: string) =>
      expectNoDocumentWritten(async () => expect(await expectCallableError(client.call('createBet', request as never), code)).toBe(message));

    await refuse(star.client, betRequest(odds, 'kills', { cash: 1_000 }), 'failed-precondition', streamBetMessages.ownStream);
    await refuse(viewer, { ...betRequest(odds, 'kills', { cash: 1_000 }), multiplier: odds.multipliers.kills! + 0.5 }, 'failed-precondition', streamBetMessages.oddsChanged);
    await refuse(viewer, betRequest(odds, 'kills', { cash: 10_001 }), 'failed-precondition', 'Bet Limit exceeded by $0.01');
    await refuse(poor, betRequest(odds, 'kills', { cash: 700 }), 'failed-precondition', wagerMessages.insufficientFunds);
    await refuse(viewer, betRequest(odds, 'kills', { cash: 499 }), 'invalid-argument', streamBetMessages.minimumAmount);

    await playMatch(star.puuid, { kills: 10, deaths: 10, won: false });
    await valorantOdds(viewer, star.streamId);
    await refuse(viewer, betRequest(odds, 'kills', { cash: 1_000 }), 'failed-precondition', streamBetMessages.oddsChanged);

    const fresh = await valorantOdds(viewer, star.streamId);
    await adminDb.doc(streamPaths.stream(star.streamId)).update({ online: false });
    await refuse(viewer, betRequest(fresh, 'kills', { cash: 1_000 }), 'failed-precondition', streamBetMessages.streamOffline);
    await expectBooksBalanced();
  });

  it("takes the stake through the ledger, keeps who and how much off the public line, heats the stream; a repeat moves nothing", async () => {
    const star = await liveStreamer(30);
    const viewer = await battleBettor({ cash: 20_000, credits: 2 });
    const odds = await valorantOdds(viewer, star.streamId);
    const request = betRequest(odds, 'match_win', { cash: 1_000, credits: 1 }, 15);
    const placed = await viewer.call('createBet', request);
    expect(placed).toEqual({ betId: expect.stringMatching(/^[A-Za-z0-9]{20}$/), amount: 1_500, balance: 1_000, credits: 1, multiplier: odds.multipliers.match_win, balanceAfter: 19_000 });
    expect(await viewer.call('createBet', request)).toEqual(placed);
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 19_000, credits: 1 });
    const [bet] = await streamBets(star.streamId);
    expect(bet).toMatchObject({ userId: viewer.uid, status: 'open', type: 'match_win', oddsId: odds.id, multiplier: odds.multipliers.match_win, amount: 1_500, tip: 15, match: null });
    expect(bet!.refundAt - bet!.after).toBe(SIX_HOURS);
    const activity = (await adminDb.doc(streamBetPaths.activityEntry(star.streamId, placed.betId)).get()).data();
    expect(Object.keys(activity!).sort()).toEqual(['kind', 'status', 'timestamp', 'type']);
    expect((await adminDb.doc(streamPaths.stream(star.streamId)).get()).get('heat')).toMatchObject({ bets: 1, total: 1 });
    expect((await ledgerEntries(viewer.uid)).filter((entry) => entry.type === 'bet_placed')).toHaveLength(1);
    expect((await notifications(viewer.uid)).filter((note) => note.type === 'prop_bet_placed')).toHaveLength(1);
    expect(await viewer.call('checkBetLimits', { userId: viewer.uid, streamId: star.streamId, gameType: 'valorant', gameMode: 'competitive' })).toMatchObject({
      match: { total: 1_500, remaining: 30_000 - 1_500 },
    });
    await expectBooksBalanced();
  });
});

describe('automatic settlement (settleStreamBets)', () => {
  it('settles every bet type, won and lost, from the next match; pays stake x multiplier and the tip to the streamer', async () => {
    const star = await liveStreamer(40);
    const viewer = await battleBettor({ cash: 100_000 });
    const target = (await valorantOdds(viewer, star.streamId)).killsTarget;
    // Four matches: at the target with a win, none at all, twice and three times the target.
    const rounds = [
      { kills: target, deaths: 1, won: true },
      { kills: 0, deaths: 20, won: false },
      { kills: 2 * target, deaths: 40, won: false },
      { kills: 3 * target + (target % 2 === 0 ? 1 : 0), deaths: 1, won: true },
    ];
    for (const round of rounds) {
      const odds = await valorantOdds(viewer, star.streamId);
      for (const type of STREAM_BET_TYPES) await viewer.call('createBet', betRequest(odds, type, { cash: 500 }, 10));
      const { matchId } = await playMatch(star.puuid, round);
      expect(await job.run({ now: Date.now() })).toMatchObject({ complete: true, changed: STREAM_BET_TYPES.length });
      expect((await streamBets(star.streamId)).filter((bet) => bet.match?.matchId === matchId)).toHaveLength(STREAM_BET_TYPES.length);
    }
    const bets = await streamBets(star.streamId);
    for (const type of STREAM_BET_TYPES) {
      const statuses = new Set(bets.filter((bet) => bet.type === type).map((bet) => bet.status));
      expect([type, [...statuses].sort()]).toEqual([type, ['lost', 'won']]);
    }
    const won = bets.filter((bet) => bet.status === 'won');
    for (const bet of won) expect({ payout: bet.payout, tipAmount: bet.tipAmount }).toEqual(wonBetMoney({ cash: 500, credits: 0 }, bet.multiplier, 10));
    const paid = won.reduce((sum, bet) => sum + bet.payout, 0);
    const tips = won.reduce((sum, bet) => sum + bet.tipAmount, 0);
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 100_000 - bets.length * 500 + paid });
    expect(await accountOf(star.streamId)).toMatchObject({ balance: tips });
    expect((await ledgerEntries(star.streamId)).filter((entry) => entry.type === 'bet_tip')).toHaveLength(won.filter((bet) => bet.tipAmount > 0).length);
    expect((await notifications(viewer.uid)).filter((note) => note.type === 'prop_bet_won')).toHaveLength(won.length);
    await expectBooksBalanced();
  });

  it('a bet placed after a match started waits for the next one; with no match for 6 hours it is refunded', async () => {
    const star = await liveStreamer(30);
    const viewer = await battleBettor({ cash: 10_000 });
    const odds = await valorantOdds(viewer, star.streamId);
    const kills = await viewer.call('createBet', betRequest(odds, 'kills', { cash: 1_000 }));
    const idle = await liveStreamer(30);
    const waiting = await viewer.call('createBet', betRequest(await valorantOdds(viewer, idle.streamId), 'match_win', { cash: 2_000 }));

    // Started ten minutes before the bet, ended after it: not the bet's match.
    await playMatch(star.puuid, { kills: 50, deaths: 1, won: true, startedAt: Date.now() - 10 * 60_000 });
    expect(await job.run({ now: Date.now() })).toMatchObject({ changed: 0 });
    const { matchId } = await playMatch(star.puuid, { kills: 0, deaths: 12, won: false });
    await job.run({ now: Date.now() });
    const decided = (await adminDb.doc(streamBetPaths.bet(star.streamId, kills.betId)).get()).data();
    expect(decided).toMatchObject({ status: 'lost', match: { matchId, kills: 0, deaths: 12, won: false } });

    expect((await adminDb.doc(streamBetPaths.bet(idle.streamId, waiting.betId)).get()).get('status')).toBe('open');
    await job.run({ now: Date.now() + SIX_HOURS + 1_000 });
    expect((await adminDb.doc(streamBetPaths.bet(idle.streamId, waiting.betId)).get()).get('status')).toBe('refunded');
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 9_000 });
    expect((await notifications(viewer.uid)).filter((note) => note.type === 'refund')).toHaveLength(1);
    await expectBooksBalanced();
  });

  it('run twice, or stopped halfway and run again, pays each bet once; a provider outage delays, never refunds', async () => {
    const star = await liveStreamer(30);
    const viewers = await Promise.all([1, 2, 3].map(() => battleBettor({ cash: 10_000 })));
    const odds = await valorantOdds(viewers[0]!, star.streamId);
    for (const viewer of viewers) await viewer.call('createBet', betRequest(odds, 'match_win', { cash: 1_000 }));
    await playMatch(star.puuid, { kills: 12, deaths: 8, won: true });

    await setRiotOutage(true);
    expect(await job.run({ now: Date.now() + SIX_HOURS + 1_000 })).toMatchObject({ changed: 0 });
    expect((await streamBets(star.streamId)).every((bet) => bet.status === 'open')).toBe(true);
    await setRiotOutage(false);

    expect(await job.run({ now: Date.now(), pageSize: 1, maxPages: 1 })).toMatchObject({ complete: false });
    expect((await streamBets(star.streamId)).filter((bet) => bet.status === 'open').length).toBeGreaterThanOrEqual(2);
    await expectBooksBalanced();
    expect(await job.run({ now: Date.now(), pageSize: 1 })).toMatchObject({ complete: true });
    expect((await streamBets(star.streamId)).every((bet) => bet.status === 'won')).toBe(true);
    expect(await job.run({ now: Date.now() })).toMatchObject({ changed: 0 });
    const payout = Math.round(1_000 * odds.multipliers.match_win!);
    for (const viewer of viewers) {
      expect(await accountOf(viewer.uid)).toMatchObject({ balance: 9_000 + payout });
      expect((await ledgerEntries(viewer.uid)).filter((entry) => entry.type === 'bet_completed')).toHaveLength(1);
    }
    await expectBooksBalanced();
  });
});

describe('updateBetStatus', () => {
  it('lets only an admin settle, refund or reset an open bet to the following match; the same status again moves nothing', async () => {
    const star = await liveStreamer(30);
    const viewer = await battleBettor({ cash: 10_000 });
    const odds = await valorantOdds(viewer, star.streamId);
    const first = await viewer.call('createBet', betRequest(odds, 'kills', { cash: 1_000 }));
    const second = await viewer.call('createBet', betRequest(odds, 'kills', { cash: 1_000 }));
    await expectCallableError(viewer.call('updateBetStatus', { id: first.betId, streamId: star.streamId, status: 'won' }), 'permission-denied');
    await expectCallableError(star.client.call('updateBetStatus', { id: first.betId, streamId: star.streamId, status: 'won' }), 'permission-denied');

    const boss = await admin();
    await playMatch(star.puuid, { kills: 0, deaths: 9, won: false });
    expect(await boss.call('updateBetStatus', { id: first.betId, streamId: star.streamId, status: 'reset' })).toEqual({ id: first.betId, status: 'open', changed: true });
    await job.run({ now: Date.now() });
    expect((await adminDb.doc(streamBetPaths.bet(star.streamId, first.betId)).get()).get('status')).toBe('open');
    expect((await adminDb.doc(streamBetPaths.bet(star.streamId, second.betId)).get()).get('status')).toBe('lost');

    expect(await boss.call('updateBetStatus', { id: first.betId, streamId: star.streamId, status: 'won' })).toEqual({ id: first.betId, status: 'won', changed: true });
    expect(await boss.call('updateBetStatus', { id: first.betId, streamId: star.streamId, status: 'won' })).toEqual({ id: first.betId, status: 'won', changed: false });
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 8_000 + Math.round(1_000 * odds.multipliers.kills!) });
    await expectBooksBalanced();
  });
});

describe('Kills + Win (createParlay, settled by settleStreamBets)', () => {
  const parlayRequest = (streamId: string, kills: number, cash = 2_000) => ({
    requestId: newRequestId(),
    streamId,
    basePrice: cash,
    credits: 0,
    challengerName: 'viewer_one',
    gameType: 'valorant' as const,
    kills,
  });

  it('opens only with 100 matches and the switch on, never on one\'s own stream, and at the current kills target', async () => {
    const viewer = await battleBettor({ cash: 10_000 });
    const short = await liveStreamer(40);
    const shortTarget = (await valorantOdds(viewer, short.streamId)).killsTarget;
    const off = await liveStreamer(100, { parlay: false });
    const offTarget = (await valorantOdds(viewer, off.streamId)).killsTarget;
    const star = await liveStreamer(100);
    const target = (await valorantOdds(viewer, star.streamId)).killsTarget;
    const refuse = (client: typeof viewer, request: object, message: string) =>
      expectNoDocumentWritten(async () => expect(await expectCallableError(client.call('createParlay', request as never), 'failed-precondition')).toBe(message));
    await refuse(viewer, parlayRequest(short.streamId, shortTarget), streamBetMessages.killsWinInactive);
    await refuse(viewer, parlayRequest(off.streamId, offTarget), streamBetMessages.killsWinInactive);
    await refuse(star.client, parlayRequest(star.streamId, target), streamBetMessages.ownStream);
    await refuse(viewer, parlayRequest(star.streamId, target + 1), streamBetMessages.oddsChanged);
  });

  it('pays the streamer 150% when the target is reached and the match won, 80% otherwise; the supporter sees the outcome', async () => {
    const star = await liveStreamer(100);
    const [winner, loser] = await Promise.all([battleBettor({ cash: 10_000 }), battleBettor({ cash: 10_000 })]);
    const target = (await valorantOdds(winner, star.streamId)).killsTarget;
    const placed = await winner.call('createParlay', parlayRequest(star.streamId, target));
    expect(placed).toMatchObject({ amount: 2_000, killsTarget: target, balanceAfter: 8_000 });
    await playMatch(star.puuid, { kills: target, deaths: 5, won: true });
    await job.run({ now: Date.now() });

    const next = (await valorantOdds(loser, star.streamId)).killsTarget;
    await loser.call('createParlay', parlayRequest(star.streamId, next));
    await playMatch(star.puuid, { kills: next + 10, deaths: 5, won: false });
    await job.run({ now: Date.now() });
    expect(await job.run({ now: Date.now() })).toMatchObject({ changed: 0 });

    const byUser = Object.fromEntries((await parlays(star.streamId)).map((parlay) => [parlay.userId, parlay]));
    expect(byUser[winner.uid]).toMatchObject({ status: 'completed', payout: 3_000, match: { kills: target, won: true } });
    expect(byUser[loser.uid]).toMatchObject({ status: 'failed', payout: 1_600, match: { won: false } });
    expect(await accountOf(star.streamId)).toMatchObject({ balance: 4_600 });
    expect((await ledgerEntries(star.streamId)).filter((entry) => entry.type === 'parlay_completed').map((entry) => entry.amount).sort()).toEqual([1_600, 3_000]);
    for (const supporter of [winner, loser]) {
      expect(await accountOf(supporter.uid)).toMatchObject({ balance: 8_000 });
      expect((await ledgerEntries(supporter.uid)).filter((entry) => entry.type === 'parlay_placed')).toHaveLength(1);
    }
    expect((await notifications(winner.uid)).map((note) => note.type)).toContain('challenge_completed');
    expect((await notifications(loser.uid)).map((note) => note.type)).toContain('challenge_failed');
    expect((await adminDb.doc(streamPaths.stream(star.streamId)).get()).get('heat')).toMatchObject({ parlays: 2 });
    await expectBooksBalanced();
  });
});
