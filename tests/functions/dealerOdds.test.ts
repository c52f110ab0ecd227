import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { adminDb } from '../support/admin';
import { expectNoDocumentWritten, ledgerEntries } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced, newRequestId } from './walletSupport';
import { accountOf, admin, battleBettor, HOUR } from './battleSupport';
import { betRequest, liveStreamer, playMatch, valorantOdds, VALORANT } from './streamBetSupport';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import type { StreamBetType } from '../../functions/src/shared/games/catalogue';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import { streamBetMessages } from '../../functions/src/shared/streamBets/messages';
import { wonBetMoney } from '../../functions/src/shared/streamBets/pricing';
import type { StreamOddsView } from '../../functions/src/shared/streamBets/types';
import { streamMessages } from '../../functions/src/shared/streams/messages';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';

const job = SCHEDULED_JOBS.settleStreamBets;
const COUNTER_STRIKE = { type: 'counter_strike', mode: 'premier' } as const;
const MULTIPLIERS = {
  kills: 1.9,
  kills_parity_evens: 1.85,
  kills_parity_odds: 1.85,
  kills_ranges_below: 1.7,
  kills_ranges_above: 2.4,
  kills_ranges_max: 10,
  kills_ranges_above2x: 6,
  match_win: 1.95,
};

const oddsRequest = (streamId: string, change: object = {}) => ({ streamId, game: COUNTER_STRIKE, multipliers: MULTIPLIERS, killsTarget: 18, ...change });

function dealerBet(odds: StreamOddsView, type: StreamBetType, cash: number, tip = 0) {
  return { ...betRequest(odds, type, { cash }, tip), game: { type: odds.gameType, mode: odds.gameMode } };
}

async function counterStrikeOdds(client: Awaited<ReturnType<typeof battleBettor>>, streamId: string) {
  const { games } = await client.call('getOdds', { streamId, games: [VALORANT, { type: 'counter_strike', mode: 'competitive' }] });
  return games[1]!;
}

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
});

describe('setStreamOdds and withdrawStreamOdds', () => {
  it('are for admins only, and refuse bad input with the schema message, writing nothing', async () => {
    const star = await liveStreamer(30);
    const viewer = await battleBettor();
    const boss = await admin();
    await expectNoDocumentWritten(async () => {
      await expectCallableError(viewer.call('setStreamOdds', oddsRequest(star.streamId)), 'permission-denied');
      await expectCallableError(star.client.call('setStreamOdds', oddsRequest(star.streamId)), 'permission-denied');
      await expectCallableError(viewer.call('withdrawStreamOdds', { streamId: star.streamId, gameType: 'counter_strike' }), 'permission-denied');
      const refused = (change: object) => expectCallableError(boss.call('setStreamOdds', oddsRequest(star.streamId, change) as never), 'invalid-argument');
      expect(await refused({ game: VALORANT })).toBe(streamBetMessages.liveDealerOnly);
      expect(await refused({ multipliers: { ...MULTIPLIERS, kills: 10.5 } })).toBe(streamBetMessages.multiplierRange);
      expect(await refused({ multipliers: { ...MULTIPLIERS, kills: 1.234 } })).toBe(streamBetMessages.multiplierDecimals);
      expect(await refused({ multipliers: { ...MULTIPLIERS, kd_ratio: 2 } })).toBe(streamBetMessages.multipliersMissing);
      expect(await refused({ killsTarget: 0 })).toBe(streamBetMessages.killsTargetRange);
      expect(await refused({ game: { type: 'counter_strike', mode: 'warzone' } })).toBe('Game mode is not offered for this game');
      expect(await expectCallableError(boss.call('setStreamOdds', oddsRequest('no-such-stream')), 'not-found')).toBe(streamMessages.streamerNotFound);
    });
    expect(await counterStrikeOdds(viewer, star.streamId)).toMatchObject({ available: false, reason: streamBetMessages.notAvailable });
  });

  it('open Counter-Strike bets at the admin’s prices; replaced odds refuse the old oddsId; withdrawn odds close the game', async () => {
    const star = await liveStreamer(30);
    const viewer = await battleBettor({ cash: 10_000 });
    const boss = await admin();
    const { odds: set } = await boss.call('setStreamOdds', oddsRequest(star.streamId));
    const offered = await counterStrikeOdds(viewer, star.streamId);
    expect(offered).toMatchObject({ gameType: 'counter_strike', gameMode: 'premier', available: true });
    const odds = (offered as Extract<typeof offered, { available: true }>).odds;
    expect(odds).toMatchObject({ id: set.id, source: 'admin', setBy: boss.uid, multipliers: MULTIPLIERS, killsTarget: 18, kills: { target: 18 } });
    expect(odds.ranges).toEqual({ below: { low: 0, high: 18 }, above: { low: 18, high: 36 }, above2x: { low: 36, high: 54 }, max: { low: 54, high: null } });
    expect((await adminDb.doc(streamPaths.stream(star.streamId)).get()).get('currentOdds.counter_strike')).toBe(set.id);

    const placed = await viewer.call('createBet', dealerBet(odds, 'kills', 1_000));
    expect(placed).toMatchObject({ amount: 1_000, multiplier: 1.9, balanceAfter: 9_000 });
    expect((await adminDb.doc(streamBetPaths.bet(star.streamId, placed.betId)).get()).data()).toMatchObject({
      game: COUNTER_STRIKE,
      oddsId: set.id,
      lines: { killsTarget: 18 },
      status: 'open',
    });

    const { odds: replaced } = await boss.call('setStreamOdds', oddsRequest(star.streamId, { multipliers: { ...MULTIPLIERS, kills: 2.1 }, killsTarget: 20 }));
    expect(replaced.id).not.toBe(set.id);
    await expectNoDocumentWritten(async () => {
      expect(await expectCallableError(viewer.call('createBet', dealerBet(odds, 'kills', 1_000)), 'failed-precondition')).toBe(streamBetMessages.oddsChanged);
    });
    expect(await viewer.call('createBet', dealerBet(replaced, 'kills', 1_000))).toMatchObject({ multiplier: 2.1 });

    expect(await boss.call('withdrawStreamOdds', { streamId: star.streamId, gameType: 'counter_strike' })).toEqual({ streamId: star.streamId, gameType: 'counter_strike', withdrawn: true });
    expect(await boss.call('withdrawStreamOdds', { streamId: star.streamId, gameType: 'counter_strike' })).toMatchObject({ withdrawn: false });
    expect(await counterStrikeOdds(viewer, star.streamId)).toMatchObject({ available: false, reason: streamBetMessages.notAvailable });
    await expectNoDocumentWritten(async () => {
      expect(await expectCallableError(viewer.call('createBet', { ...dealerBet(replaced, 'kills', 1_000), requestId: newRequestId() }), 'failed-precondition')).toBe(
        streamBetMessages.oddsChanged,
      );
    });
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 8_000 });
    await expectBooksBalanced();
  });
});

describe('live-dealer settlement', () => {
  it('the settlement job leaves a live-dealer bet open, even past 6 hours; the admin settles it won and it is paid once', async () => {
    const star = await liveStreamer(30);
    const viewer = await battleBettor({ cash: 10_000 });
    const boss = await admin();
    const { odds } = await boss.call('setStreamOdds', oddsRequest(star.streamId));
    const dealer = await viewer.call('createBet', dealerBet(odds, 'match_win', 1_000, 10));
    const virtual = await viewer.call('createBet', betRequest(await valorantOdds(viewer, star.streamId), 'match_win', { cash: 1_000 }));

    await playMatch(star.puuid, { kills: 25, deaths: 3, won: false });
    expect(await job.run({ now: Date.now() + 6 * HOUR + 1_000 })).toMatchObject({ complete: true, changed: 1 });
    expect((await adminDb.doc(streamBetPaths.bet(star.streamId, virtual.betId)).get()).get('status')).toBe('lost');
    expect((await adminDb.doc(streamBetPaths.bet(star.streamId, dealer.betId)).get()).get('status')).toBe('open');

    expect(await boss.call('updateBetStatus', { id: dealer.betId, streamId: star.streamId, status: 'won' })).toEqual({ id: dealer.betId, status: 'won', changed: true });
    expect(await boss.call('updateBetStatus', { id: dealer.betId, streamId: star.streamId, status: 'won' })).toEqual({ id: dealer.betId, status: 'won', changed: false });
    expect(await job.run({ now: Date.now() })).toMatchObject({ changed: 0 });

    const money = wonBetMoney({ cash: 1_000, credits: 0 }, 1.95, 10);
    expect((await adminDb.doc(streamBetPaths.bet(star.streamId, dealer.betId)).get()).data()).toMatchObject({ status: 'won', match: null, ...money });
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 8_000 + money.payout });
    expect(await accountOf(star.streamId)).toMatchObject({ balance: money.tipAmount });
    expect((await ledgerEntries(viewer.uid)).filter((entry) => entry.type === 'bet_completed')).toHaveLength(1);
    await expectBooksBalanced();
  });
});
