import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced, newRequestId } from './walletSupport';
import { bucketFor, busy, outcomeOf } from './raceSupport';
import { accountOf, admin, battleBettor, battleDoc, betsOf, organizer, placeBet, playerBattle } from './battleSupport';
import { enter, entriesOf, eventDoc, eventDoubleDown, form } from './eventSupport';
import { challengeRequest, doubleDownRequest } from './challengeSupport';
import { betRequest, liveStreamer, parlayRequest, valorantOdds } from './streamBetSupport';
import { adminDb } from '../support/admin';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';
import { battleMessages } from '../../functions/src/shared/battles/messages';
import { eventMessages } from '../../functions/src/shared/events/messages';

/**
 * Named races the money system must win every time: the same request twice at once, wagers and admin actions
 * overlapping, more entrants than places. Each ends with exact balances, bucket totals and a clean reconcile.
 */
beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
  await expectBooksBalanced();
});

describe('money races', () => {
  it('enterEvent sent twice at once with one request id enters once and takes one price', async () => {
    const { eventId } = await (await admin()).call('createEvent', form());
    const player = await battleBettor({ cash: 5_000 });
    const requestId = newRequestId();
    const outcomes = await Promise.all([outcomeOf(enter(player, eventId, requestId)), outcomeOf(enter(player, eventId, requestId))]);
    expect(outcomes.filter((outcome) => !outcome.ok && !busy(outcome))).toEqual([]);
    expect(outcomes.some((outcome) => outcome.ok)).toBe(true);

    expect((await entriesOf(eventId)).map((entry) => entry.status)).toEqual(['held']);
    expect(await eventDoc(eventId)).toMatchObject({ userIds: [player.uid], totalAmount: 1_000 });
    expect(await accountOf(player.uid)).toMatchObject({ balance: 4_000 });
    expect((await ledgerEntries(player.uid)).filter((entry) => entry.type === 'event_enter')).toHaveLength(1);
    expect(await bucketFor('wagers_held', eventId)).toBe(1_000);
  });

  it('33 entrants for 32 places: with 28 taken, 5 race for the last 4; 4 enter and pay, one is refused and pays nothing', async () => {
    const { eventId } = await (await admin()).call('createEvent', form());
    // 28 places taken (as the event lists them), so the race for the last ones stays within what the emulator's
    // workers start at once.
    const taken = Array.from({ length: 28 }, (_, index) => ({ id: `p${index}`, username: `p${index}`, kills: null, teamPlacement: null, entryId: `p${index}_x` }));
    await adminDb.doc(eventPaths.event(eventId)).update({ users: taken });
    const players = await Promise.all(Array.from({ length: 5 }, () => battleBettor({ cash: 5_000 })));
    const outcomes = await Promise.all(players.map((player) => outcomeOf(enter(player, eventId))));
    const event = await eventDoc(eventId);
    const entered = players.filter((player) => event.userIds.includes(player.uid)).map((player) => player.uid);
    const busyCount = outcomes.filter(busy).length;
    // Busy refusals aside, everyone gets in until the 32 places are taken; whoever is left finds the event full.
    expect(entered.length).toBe(outcomes.filter((outcome) => outcome.ok).length);
    expect(entered.length).toBe(Math.min(4, 5 - busyCount));
    expect(event.users).toHaveLength(28 + entered.length);
    const refused = outcomes.filter((outcome) => !outcome.ok && !busy(outcome));
    expect(refused).toHaveLength(5 - busyCount - entered.length);
    for (const outcome of refused) expect(outcome.message).toBe(eventMessages.full);
    for (const player of players) {
      expect((await accountOf(player.uid)).balance).toBe(entered.includes(player.uid) ? 4_000 : 5_000);
    }
    expect(await bucketFor('wagers_held', eventId)).toBe(entered.length * 1_000);
  });

  it('cancelBattle racing createBattleBet: every stake placed is refunded, none is left held', async () => {
    const by = await organizer();
    const { battleId, challenger } = await playerBattle(by, { odds: [2, 2] });
    const punters = await Promise.all([battleBettor({ cash: 10_000 }), battleBettor({ cash: 10_000 }), battleBettor({ cash: 10_000 })]);
    await placeBet(punters[0]!, battleId, challenger.uid, { cash: 1_000 });
    const odds = (await battleDoc(battleId)).odds.competitors[challenger.uid]!.value;

    const bets = punters.slice(1).map((punter) => outcomeOf(placeBet(punter, battleId, challenger.uid, { cash: 1_000 }, odds)));
    const cancel = by.call('cancelBattle', { battleId });
    const [cancelled, ...placed] = await Promise.all([cancel, ...bets]);
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    // A bet that lost the race is refused: betting closed, or the odds moved under it (the other bet moved them).
    for (const outcome of placed.filter((each) => !each.ok && !busy(each))) {
      expect([battleMessages.notBettable, battleMessages.oddsChanged]).toContain(outcome.message);
    }

    // Whatever got in before the cancel was refunded by it; nothing got in after.
    expect((await betsOf(battleId)).map((bet) => bet.status)).toEqual((await betsOf(battleId)).map(() => 'refunded'));
    for (const punter of punters) expect(await accountOf(punter.uid)).toMatchObject({ balance: 10_000 });
    expect(await bucketFor('wagers_held', battleId)).toBe(0);
  });

  it('wagers racing on one balance never spend more than it holds', async () => {
    const by = await organizer();
    const [first, second, third] = [await playerBattle(by), await playerBattle(by), await playerBattle(by)];
    const punter = await battleBettor({ cash: 2_500 });
    const outcomes = await Promise.all(
      [first, second, third].map((battle) => outcomeOf(placeBet(punter, battle.battleId, battle.challenger.uid, { cash: 1_000 }))),
    );
    const placed = outcomes.filter((outcome) => outcome.ok).length;
    for (const outcome of outcomes.filter((each) => !each.ok)) {
      if (!busy(outcome)) expect(outcome.code).toBe('functions/failed-precondition');
    }
    expect(placed).toBeLessThanOrEqual(2);
    const account = await accountOf(punter.uid);
    expect(account.balance).toBe(2_500 - placed * 1_000);
    expect(account.balance).toBeGreaterThanOrEqual(0);
    expect((await ledgerEntries(punter.uid)).filter((entry) => entry.type === 'bet_placed')).toHaveLength(placed);
  });

  it('every kind of wager at once on one balance: a battle bet, a stream bet, a Kills + Win, a challenge, Add Money on a challenge and on an event, and an event entry never spend more than it holds', async () => {
    const boss = await admin();
    const battle = await playerBattle(await organizer());
    const star = await liveStreamer(100);
    const other = await battleBettor({ cash: 10_000 });
    const held = challengeRequest(star.streamId);
    await other.call('createChallenge', held);
    const { eventId } = await boss.call('createEvent', form({ pricePerPlayer: 1_000 }));
    const punter = await battleBettor({ cash: 2_500 });
    const odds = await valorantOdds(punter, star.streamId);
    const before = new Set((await ledgerEntries(punter.uid)).map((entry) => entry.id));

    const wagers = [
      placeBet(punter, battle.battleId, battle.challenger.uid, { cash: 1_000 }),
      punter.call('createBet', betRequest(odds, 'match_win', { cash: 1_000 })),
      punter.call('createParlay', parlayRequest(star.streamId, odds.killsTarget, { basePrice: 1_000 })),
      punter.call('createChallenge', challengeRequest(star.streamId, { basePrice: 1_000 })),
      punter.call('createDoubleDown', doubleDownRequest(star.streamId, held.challengeId, { cash: 1_000 })),
      enter(punter, eventId),
      punter.call('createDoubleDown', eventDoubleDown(eventId, { cash: 1_000 })),
    ];
    const outcomes = await Promise.all(wagers.map(outcomeOf));
    const placed = outcomes.filter((outcome) => outcome.ok).length;
    for (const outcome of outcomes.filter((each) => !each.ok)) {
      if (!busy(outcome)) expect(outcome.code).toBe('functions/failed-precondition');
    }
    expect(placed).toBeGreaterThanOrEqual(1);
    expect(placed).toBeLessThanOrEqual(2);
    const account = await accountOf(punter.uid);
    expect(account.balance).toBe(2_500 - placed * 1_000);
    // One ledger entry per stake taken, none for a refused wager.
    const stakes = (await ledgerEntries(punter.uid)).filter((entry) => !before.has(entry.id) && entry.amount < 0);
    expect(stakes).toHaveLength(placed);
    expect(stakes.every((entry) => entry.amount === -1_000)).toBe(true);
  });
});
