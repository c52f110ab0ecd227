import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { adminDb } from '../support/admin';
import { ledgerEntries, notifications } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced, newRequestId } from './walletSupport';
import { accountOf, admin, battleBettor, type SignedInClient } from './battleSupport';
import { betRequest, liveStreamer, playMatch, valorantOdds, type LiveStreamer } from './streamBetSupport';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import { streamBetMessages } from '../../functions/src/shared/streamBets/messages';
import { parlayPayout, wonBetMoney } from '../../functions/src/shared/streamBets/pricing';

const job = SCHEDULED_JOBS.settleStreamBets;

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
});

/** Everything a refused correction could have changed. */
async function books(...uids: string[]) {
  return Promise.all(uids.map(async (uid) => ({ account: await accountOf(uid), entries: (await ledgerEntries(uid)).length, notes: (await notifications(uid)).length })));
}

/** A kills bet of $10 + 2 credits and a 10% tip, settled from a match the streamer `won` the kills target in or not. */
async function settledBet(won: boolean) {
  const star = await liveStreamer(30);
  const viewer = await battleBettor({ cash: 10_000, credits: 2 });
  const odds = await valorantOdds(viewer, star.streamId);
  const { betId } = await viewer.call('createBet', betRequest(odds, 'kills', { cash: 1_000, credits: 2 }, 10));
  await playMatch(star.puuid, { kills: won ? odds.killsTarget + 3 : 0, deaths: 5, won: true });
  await job.run({ now: Date.now() });
  const money = wonBetMoney({ cash: 1_000, credits: 2 }, odds.multipliers.kills!, 10);
  const bet = () => adminDb.doc(streamBetPaths.bet(star.streamId, betId)).get().then((snap) => snap.data()!);
  expect((await bet()).status).toBe(won ? 'won' : 'lost');
  return { star, viewer, betId, money, bet, boss: await admin() };
}

const correct = (boss: SignedInClient, star: LiveStreamer, id: string, status: 'won' | 'lost' | 'refunded') =>
  boss.call('updateBetStatus', { id, streamId: star.streamId, status });

describe('corrections of settled stream bets (updateBetStatus)', () => {
  it('won -> lost takes the winnings and the tip back, once; the bettor is told', async () => {
    const { star, viewer, betId, money, bet, boss } = await settledBet(true);
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 9_000 + money.payout, credits: 0 });
    expect(await accountOf(star.streamId)).toMatchObject({ balance: money.tipAmount });

    expect(await correct(boss, star, betId, 'lost')).toEqual({ id: betId, status: 'lost', changed: true });
    expect(await correct(boss, star, betId, 'lost')).toEqual({ id: betId, status: 'lost', changed: false });

    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 9_000, credits: 0 });
    expect(await accountOf(star.streamId)).toMatchObject({ balance: 0 });
    expect(await bet()).toMatchObject({ status: 'lost', payout: 0, tipAmount: 0, corrections: 1 });
    expect((await adminDb.doc(streamBetPaths.activityEntry(star.streamId, betId)).get()).get('status')).toBe('lost');
    const adjustments = (await ledgerEntries(viewer.uid)).filter((entry) => entry.type === 'admin_adjustment');
    expect(adjustments.map((entry) => [entry.amount, entry.reason])).toEqual([[-money.payout, 'Correction: Kills changed from won to lost']]);
    expect((await notifications(viewer.uid)).filter((note) => note.type === 'bet_corrected').map((note) => note.variables)).toEqual([
      expect.objectContaining({ from: 'won', to: 'lost', amount: -money.payout, credits: 0, title: 'Kills' }),
    ]);
    await expectBooksBalanced();
  });

  it('lost -> won pays the winnings and the tip, and won -> refunded then gives back exactly the stake', async () => {
    const { star, viewer, betId, money, bet, boss } = await settledBet(false);
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 9_000, credits: 0 });

    expect(await correct(boss, star, betId, 'won')).toEqual({ id: betId, status: 'won', changed: true });
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 9_000 + money.payout, credits: 0 });
    expect(await accountOf(star.streamId)).toMatchObject({ balance: money.tipAmount });
    expect(await bet()).toMatchObject({ status: 'won', payout: money.payout, tipAmount: money.tipAmount, corrections: 1 });

    expect(await correct(boss, star, betId, 'refunded')).toEqual({ id: betId, status: 'refunded', changed: true });
    expect(await correct(boss, star, betId, 'refunded')).toEqual({ id: betId, status: 'refunded', changed: false });
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 10_000, credits: 2 });
    expect(await accountOf(star.streamId)).toMatchObject({ balance: 0 });
    expect(await bet()).toMatchObject({ status: 'refunded', payout: 0, tipAmount: 0, corrections: 2 });
    expect((await notifications(viewer.uid)).filter((note) => note.type === 'bet_corrected')).toHaveLength(2);
    await expectBooksBalanced();
  });

  it('refuses, changing nothing, when the balance no longer covers taking the winnings back', async () => {
    const { star, viewer, betId, money, bet, boss } = await settledBet(true);
    const odds = await valorantOdds(viewer, star.streamId);
    // The bettor stakes $100 on a new bet, so the balance is short of the winnings.
    await viewer.call('createBet', betRequest(odds, 'kills', { cash: 10_000 }));
    expect((await accountOf(viewer.uid)).balance).toBeLessThan(money.payout);

    const before = await books(viewer.uid, star.streamId);
    expect(await expectCallableError(correct(boss, star, betId, 'lost'), 'failed-precondition')).toBe(streamBetMessages.correctionUncovered);
    expect(await books(viewer.uid, star.streamId)).toEqual(before);
    expect(await bet()).toMatchObject({ status: 'won', payout: money.payout });
    await expectBooksBalanced();
  });
});

describe('corrections of settled Kills + Win (updateParlay)', () => {
  it('completed -> failed takes the difference back from the streamer, failed -> refunded gives the supporter everything back', async () => {
    const star = await liveStreamer(100);
    const supporter = await battleBettor({ cash: 10_000 });
    const target = (await valorantOdds(supporter, star.streamId)).killsTarget;
    const { parlayId } = await supporter.call('createParlay', {
      requestId: newRequestId(),
      streamId: star.streamId,
      basePrice: 2_000,
      credits: 0,
      challengerName: 'viewer_one',
      gameType: 'valorant',
      kills: target,
    });
    await playMatch(star.puuid, { kills: target, deaths: 5, won: true });
    await job.run({ now: Date.now() });
    expect(await accountOf(star.streamId)).toMatchObject({ balance: parlayPayout(2_000, true) });
    const boss = await admin();
    const move = (status: 'completed' | 'failed' | 'refunded') => boss.call('updateParlay', { id: parlayId, streamId: star.streamId, status });
    const parlay = () => adminDb.doc(streamBetPaths.parlay(star.streamId, parlayId)).get().then((snap) => snap.data()!);

    expect(await move('failed')).toEqual({ id: parlayId, status: 'failed', changed: true });
    expect(await move('failed')).toEqual({ id: parlayId, status: 'failed', changed: false });
    expect(await accountOf(star.streamId)).toMatchObject({ balance: parlayPayout(2_000, false) });
    expect(await accountOf(supporter.uid)).toMatchObject({ balance: 8_000 });
    expect(await parlay()).toMatchObject({ status: 'failed', payout: parlayPayout(2_000, false), corrections: 1 });

    expect(await move('refunded')).toEqual({ id: parlayId, status: 'refunded', changed: true });
    expect(await accountOf(star.streamId)).toMatchObject({ balance: 0 });
    expect(await accountOf(supporter.uid)).toMatchObject({ balance: 10_000 });
    expect(await parlay()).toMatchObject({ status: 'refunded', payout: 0, corrections: 2 });
    expect((await notifications(supporter.uid)).filter((note) => note.type === 'bet_corrected').map((note) => note.variables.to)).toEqual(
      expect.arrayContaining(['failed', 'refunded']),
    );
    await expectBooksBalanced();
  });
});
