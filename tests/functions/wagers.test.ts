import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { refundWager, settleWager, type PlacedStake } from '../../functions/src/wagers/settleWager';
import { wagerKeys } from '../../functions/src/wagers/wagerKeys';
import { adminDb } from '../support/admin';
import { ledgerEntries, notifications } from './support';
import { accountOf, expectAccountMatchesEntries, houseEntries } from './ledgerFixtures';
import { clearConfig, expectRefusal, setConfig } from './regionSupport';
import { HOUR_MS, setPreferences } from './walletSupport';
import { bettor, expectBooksBalancedBesideStandIns, placeTestBet, positionOf, TEST_BETS, testBet, wagerState } from './wagerSupport';
import { placeWager } from '../../functions/src/wagers/placeWager';
import { wagerMessages } from '../../functions/src/shared/wagers/messages';
import { gamblingMessages } from '../../functions/src/shared/gambling/messages';

const battle = (id = 'battle_1') => ({ kind: 'battle', id });

/** Expects `action` to be refused with failed-precondition and `message`, and nothing of `uid`'s to change. */
async function expectRefusedUntouched(uid: string, action: () => Promise<unknown>, message: string): Promise<void> {
  const before = await wagerState(uid);
  const error = await action().then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error, 'the stake was accepted').toBeInstanceOf(HttpsError);
  expect(error).toMatchObject({ code: 'failed-precondition', message });
  expect(await wagerState(uid)).toEqual(before);
}

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
});

describe('placing a wager', () => {
  it('debits the stake into wagers_held, grows the position, writes the product and stores the response, in one go', async () => {
    const uid = await bettor({ cash: 10_000, credits: 3 });
    const bet = testBet({ uid, stake: { cash: 2_000, credits: 2 } });

    const response = await placeWager(bet);

    expect(response).toEqual({ betId: bet.wagerId, balance: 8_000, matchStaked: 3_000 });
    const account = await accountOf(uid);
    expect(account).toMatchObject({ balance: 8_000, credits: 1, wagers: { total: 3_000, cash: 2_000, credits: 2, count: 1 } });
    const entry = (await ledgerEntries(uid)).find((item) => item.id === wagerKeys(bet.wagerId).stake);
    expect(entry).toMatchObject({ type: 'bet_placed', amount: -2_000, credits: -2, balanceAfter: 8_000, reference: battle() });
    expect((await houseEntries(uid)).map((item) => [item.bucket, item.amount])).toContainEqual(['wagers_held', 2_000]);
    expect(await positionOf(uid)).toMatchObject({ matchKey: 'battle_1', staked: 3_000, cash: 2_000, credits: 2, count: 1 });
    expect((await adminDb.collection(TEST_BETS).doc(bet.wagerId).get()).data()).toMatchObject({ uid });
    expect((await notifications(uid)).map((note) => note.type)).toContain('battle_bet_placed');
    await expectAccountMatchesEntries(uid);
    await expectBooksBalancedBesideStandIns();
  });

  it('returns the first response for a repeated request id and stakes once', async () => {
    const uid = await bettor({ cash: 10_000 });
    const bet = testBet({ uid, stake: { cash: 1_000, credits: 0 } });
    const first = await placeWager(bet);
    const state = await wagerState(uid);

    expect(await placeWager(bet)).toEqual(first);
    expect(await wagerState(uid)).toEqual(state);
    const reused = testBet({ uid, stake: { cash: 1_000, credits: 0 }, requestId: bet.requestId });
    expect(await placeWager({ ...reused, callable: 'anotherCallable' }).catch((error: unknown) => error)).toMatchObject({
      code: 'already-exists',
    });
  });

  it('counts every stake on the match towards the match limit, and refuses what goes over with the amount over', async () => {
    const uid = await bettor({ cash: 50_000, credits: 10 });
    for (let bet = 0; bet < 5; bet += 1) await placeTestBet({ uid, stake: { cash: 5_000, credits: 0 } });
    expect(await placeTestBet({ uid, stake: { cash: 4_100, credits: 0 } })).toMatchObject({ matchStaked: 29_100 });

    await expectRefusedUntouched(uid, () => placeTestBet({ uid, stake: { cash: 500, credits: 1 } }), 'Battle limit exceeded by $1.00');
    expect(await placeTestBet({ uid, stake: { cash: 900, credits: 0 } })).toMatchObject({ matchStaked: 30_000 });
    expect(await positionOf(uid)).toMatchObject({ staked: 30_000, cash: 30_000, credits: 0, count: 7 });
    // Another battle is another match.
    expect(await placeTestBet({ uid, matchKey: 'battle_2', stake: { cash: 1_000, credits: 0 } })).toMatchObject({ matchStaked: 1_000 });
  });

  it("refuses a stake over the product's per-bet cap or the user's own bet limit, whichever is lower", async () => {
    const uid = await bettor({ cash: 50_000, credits: 10 });
    await expectRefusedUntouched(uid, () => placeTestBet({ uid, stake: { cash: 5_001, credits: 0 } }), 'Bet limit exceeded by $0.01');
    await expectRefusedUntouched(uid, () => placeTestBet({ uid, stake: { cash: 3_000, credits: 5 } }), 'Bet limit exceeded by $5.00');

    await setPreferences(uid, { gamblingBetLimits: { bet: 2_000, match: 4_000, updatedAt: null } });
    await expectRefusedUntouched(uid, () => placeTestBet({ uid, stake: { cash: 2_500, credits: 0 } }), 'Bet limit exceeded by $5.00');
    await placeTestBet({ uid, stake: { cash: 2_000, credits: 0 } });
    await placeTestBet({ uid, stake: { cash: 1_500, credits: 0 } });
    await expectRefusedUntouched(uid, () => placeTestBet({ uid, stake: { cash: 500, credits: 1 } }), 'Battle limit exceeded by $5.00');

    // A stream bet words its limits its own way.
    const stream = testBet({ uid, matchKey: 'stream_1', stake: { cash: 2_500, credits: 0 } });
    const streamBet = { ...stream, limits: { ...stream.limits!, labels: { bet: 'Bet Limit', match: 'Match Limit' } } };
    await expectRefusedUntouched(uid, () => placeWager(streamBet), 'Bet Limit exceeded by $5.00');
  });

  it('refuses a stake the balance or the credits do not cover', async () => {
    const uid = await bettor({ cash: 1_000, credits: 1 });
    await expectRefusedUntouched(uid, () => placeTestBet({ uid, stake: { cash: 1_001, credits: 0 } }), wagerMessages.insufficientFunds);
    await expectRefusedUntouched(uid, () => placeTestBet({ uid, stake: { cash: 500, credits: 2 } }), wagerMessages.insufficientCredits);
    expect(await placeTestBet({ uid, stake: { cash: 1_000, credits: 1 } })).toMatchObject({ balance: 0 });
  });

  it("refuses through the shared gambling check, and when the product's own read refuses, writing nothing", async () => {
    const uid = await bettor({ cash: 10_000 });
    await setConfig({ betting: false });
    await expectRefusedUntouched(uid, () => placeTestBet({ uid, stake: { cash: 1_000, credits: 0 } }), gamblingMessages.bettingDisabled);
    await expectRefusal(placeTestBet({ uid, stake: { cash: 1_000, credits: 0 } }), 'failed-precondition', gamblingMessages.bettingDisabled, 'betting-disabled');

    await setConfig({ betting: true });
    const now = Date.now();
    await setPreferences(uid, { gamblingSelfPause: { enabled: true, startDate: now - HOUR_MS, endDate: now + HOUR_MS } });
    await expectRefusedUntouched(uid, () => placeTestBet({ uid, stake: { cash: 1_000, credits: 0 } }), gamblingMessages.gamblingPaused);

    await setPreferences(uid, {});
    const closed = () => {
      throw new HttpsError('failed-precondition', 'Betting on this battle is closed.');
    };
    await expectRefusedUntouched(uid, () => placeTestBet({ uid, stake: { cash: 1_000, credits: 0 } }, { read: closed }), 'Betting on this battle is closed.');
  });

  it('settles exactly what the balance covers when 20 stakes on one balance arrive together', { timeout: 120_000 }, async () => {
    const uid = await bettor({ cash: 10_000 });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeTestBet({ uid, matchKey: `battle_${index % 4}`, stake: { cash: 1_000, credits: 0 } }).then(
          () => 'placed',
          (error: { message: string }) => error.message,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'placed')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome !== 'placed')).toEqual(Array(10).fill(wagerMessages.insufficientFunds));
    expect(await accountOf(uid)).toMatchObject({ balance: 0, wagers: { cash: 10_000, count: 10 } });
    const staked = await Promise.all([0, 1, 2, 3].map(async (match) => (await positionOf(uid, `battle_${match}`))?.staked ?? 0));
    expect(staked.reduce((sum, value) => sum + value, 0)).toBe(10_000);
    expect((await adminDb.collection(TEST_BETS).where('uid', '==', uid).get()).size).toBe(10);
    await expectAccountMatchesEntries(uid);
    await expectBooksBalancedBesideStandIns();
  });
});

describe('settling a wager', () => {
  async function placed(stake: { cash: number; credits: number }, matchKey = 'battle_1'): Promise<PlacedStake> {
    const uid = await bettor({ cash: 10_000, credits: 5 });
    const bet = testBet({ uid, matchKey, stake });
    await placeWager(bet);
    return { uid, wagerId: bet.wagerId, stake, reference: battle(matchKey), matchKey };
  }
  const settle = (wager: PlacedStake, settlement: Parameters<typeof settleWager>[2]) =>
    adminDb.runTransaction((tx) => settleWager(tx, wager, settlement));

  it('pays a win once: the stake back from wagers_held and the rest from the house', async () => {
    const wager = await placed({ cash: 2_000, credits: 1 });
    expect(await settle(wager, { outcome: 'won', type: 'bet_completed', payout: 5_500 })).toBe(true);
    expect(await settle(wager, { outcome: 'won', type: 'bet_completed', payout: 5_500 })).toBe(false);
    expect(await refundWager(wager, 'battle_void')).toBe(false);

    expect((await accountOf(wager.uid)).balance).toBe(10_000 - 2_000 + 5_500);
    const house = (await houseEntries(wager.uid)).filter((entry) => entry.idempotencyKey === wagerKeys(wager.wagerId).won);
    expect(house.map((entry) => [entry.bucket, entry.amount]).sort()).toEqual([
      ['house', -3_500],
      ['wagers_held', -2_000],
    ]);
    await expectAccountMatchesEntries(wager.uid);
    await expectBooksBalancedBesideStandIns();
  });

  it('moves a lost stake to the house once, and refuses to refund it afterwards', async () => {
    const wager = await placed({ cash: 3_000, credits: 0 });
    expect(await settle(wager, { outcome: 'lost' })).toBe(true);
    expect(await settle(wager, { outcome: 'lost' })).toBe(false);
    expect(await refundWager(wager, 'battle_void')).toBe(false);
    expect((await accountOf(wager.uid)).balance).toBe(7_000);
    const house = await houseEntries(null);
    expect(house.filter((entry) => entry.idempotencyKey === wagerKeys(wager.wagerId).lost).map((entry) => [entry.bucket, entry.amount]).sort()).toEqual([
      ['house', 3_000],
      ['wagers_held', -3_000],
    ]);
    await expectBooksBalancedBesideStandIns();
  });

  it('refunds cash and credits once and takes the stake off the position', async () => {
    const wager = await placed({ cash: 2_500, credits: 2 });
    expect(await positionOf(wager.uid)).toMatchObject({ staked: 3_500, count: 1 });
    expect(await refundWager(wager, 'battle_cancelled', [{ type: 'refund', variables: { amount: 2_500, reason: 'battle_cancelled' } }])).toBe(true);
    expect(await refundWager(wager, 'battle_cancelled')).toBe(false);
    expect(await settle(wager, { outcome: 'won', type: 'bet_completed', payout: 9_000 })).toBe(false);

    expect(await accountOf(wager.uid)).toMatchObject({ balance: 10_000, credits: 5 });
    expect(await positionOf(wager.uid)).toMatchObject({ staked: 0, cash: 0, credits: 0, count: 0 });
    const refund = (await ledgerEntries(wager.uid)).find((entry) => entry.id === wagerKeys(wager.wagerId).refund);
    expect(refund).toMatchObject({ type: 'refund', amount: 2_500, credits: 2, reason: 'battle_cancelled' });
    await expectAccountMatchesEntries(wager.uid);
    await expectBooksBalancedBesideStandIns();
  });
});
