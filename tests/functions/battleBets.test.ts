import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { adminDb } from '../support/admin';
import { ledgerEntries, notifications } from './support';
import { clearConfig, placeCallers, resetGeolocation, setConfig } from './regionSupport';
import { expectBooksBalanced, newRequestId, setPreferences, setUserFields, waitFor } from './walletSupport';
import { houseEntries } from './ledgerFixtures';
import { warmUpWorkers } from './payoutSupport';
import { accountOf, battleBettor, battleDoc, betsOf, organizer, placeBet, playerBattle, setScheduledAt, streamer } from './battleSupport';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';
import { battleMessages } from '../../functions/src/shared/battles/messages';
import { wagerMessages } from '../../functions/src/shared/wagers/messages';
import { gamblingMessages } from '../../functions/src/shared/gambling/messages';
import { identityMessages } from '../../functions/src/shared/identity/messages';
import { regionMessages } from '../../functions/src/shared/region/messages';
import { wagerPaths } from '../../functions/src/shared/wagers/firestorePaths';

/** Bettors racing on one battle: each call runs in a Functions emulator worker of its own, all on one chest. */
const RACING_BETTORS = 16;

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
  await resetGeolocation();
});

/** Everything a refused bet could have written: the account, entries, bets, chest, position. */
async function betState(uid: string, battleId: string) {
  const [account, entries, bets, chest, position] = await Promise.all([
    accountOf(uid),
    ledgerEntries(uid),
    betsOf(battleId),
    adminDb.collection(battlePaths.chestShards(battleId)).get(),
    adminDb.doc(wagerPaths.position(uid, battleId)).get(),
  ]);
  return { account, entries: entries.map((entry) => entry.id), bets: bets.length, chest: chest.docs.map((doc) => doc.data()), position: position.data() ?? null };
}

/** Starts `action` only once the state before it is read, so its refusal is awaited the moment it arrives. */
async function expectRefusedUntouched(uid: string, battleId: string, action: () => Promise<unknown>, code: string, message: string) {
  const before = await betState(uid, battleId);
  expect(await expectCallableError(action(), code)).toBe(message);
  expect(await betState(uid, battleId)).toEqual(before);
}

describe('saveBattle', () => {
  it('creates a scheduled battle with its slug, published odds, a first odds snapshot and the organizer as editor', async () => {
    const by = await organizer();
    const { battleId, challenger, opponent } = await playerBattle(by, { odds: [1.5, 3] });
    const battle = await battleDoc(battleId);
    expect(battle).toMatchObject({ id: battleId, slug: battleId, status: 'scheduled', editorIds: [by.uid], playerIds: [challenger.uid, opponent.uid] });
    expect(battle.chest).toEqual({ target: 25_000, total: 0, count: 0, stakes: {} });
    // Fair 2/3 and 1/3, less the 5% margin, rounded down.
    expect(battle.odds.competitors).toEqual({ [challenger.uid]: { value: 1.42 }, [opponent.uid]: { value: 2.85 } });
    const snapshots = await adminDb.collection(battlePaths.odds(battleId)).get();
    expect(snapshots.docs.map((doc) => doc.get('betCount'))).toEqual([0]);
  });

  it('refuses a user, the same streamer on both sides, a competitor who is not a streamer, and another organizer editing', async () => {
    const by = await organizer();
    const user = await battleBettor();
    const a = await streamer();
    const request = (ids: [string, string]) => ({
      type: 'player',
      series: 1,
      scheduledAt: Date.now() + 3_600_000,
      game: { type: 'cod', mode: 'warzone' },
      competitors: [
        { id: ids[0], role: 'challenger', odds: 2 },
        { id: ids[1], role: 'opponent', odds: 2 },
      ],
      useReserve: false,
    });
    await expectCallableError(user.call('saveBattle', request([a.uid, user.uid])), 'permission-denied');
    expect(await expectCallableError(by.call('saveBattle', request([a.uid, a.uid])), 'invalid-argument')).toBe(battleMessages.competitorsUnique);
    expect(await expectCallableError(by.call('saveBattle', request([a.uid, user.uid])), 'invalid-argument')).toBe(battleMessages.playerNotStreamer);

    const { battleId } = await playerBattle(by);
    const other = await organizer();
    const battle = await battleDoc(battleId);
    const edit = { ...request([battle.competitors[0]!.id, battle.competitors[1]!.id]), battleId };
    await expectCallableError(other.call('saveBattle', edit), 'permission-denied');
    expect((await battleDoc(battleId)).updatedAt).toEqual(battle.updatedAt);
  });

  it('refuses teams that share a player or differ in size', async () => {
    const by = await organizer();
    const [p1, p2, p3] = [await streamer(), await streamer(), await streamer()];
    const team = async (name: string, ids: string[]) =>
      (await by.call('saveTeam', { name, players: ids.map((id, index) => ({ id, name: `player${index}`, role: index ? 'player' : 'captain' })) })).teamId;
    const owls = await team('Night Owls', [p1.uid, p2.uid]);
    const hawks = await team('Hawks', [p2.uid, p3.uid]);
    const trio = await team('Trio', [p3.uid, (await streamer()).uid, (await streamer()).uid]);
    const battle = (ids: [string, string]) => ({
      type: 'team',
      series: 3,
      scheduledAt: Date.now() + 3_600_000,
      game: { type: 'counter_strike', mode: 'premier' },
      competitors: [
        { id: ids[0], role: 'challenger', odds: 2 },
        { id: ids[1], role: 'opponent', odds: 2 },
      ],
      useReserve: true,
    });
    expect(await expectCallableError(by.call('saveBattle', battle([owls, hawks])), 'invalid-argument')).toBe(battleMessages.samePlayers);
    expect(await expectCallableError(by.call('saveBattle', battle([owls, trio])), 'invalid-argument')).toBe(battleMessages.sameSize);
  });

  it('notifies every bettor when a battle with bets is rescheduled, and keeps the rest fixed', async () => {
    const by = await organizer();
    const scheduledAt = Date.now() + 2 * 3_600_000;
    const { battleId, challenger, opponent } = await playerBattle(by, { scheduledAt });
    const punter = await battleBettor();
    await placeBet(punter, battleId, challenger.uid, { cash: 1_000 });
    const base = {
      battleId,
      type: 'player',
      series: 3,
      game: { type: 'valorant', mode: 'competitive' },
      competitors: [
        { id: challenger.uid, role: 'challenger', odds: 2 },
        { id: opponent.uid, role: 'opponent', odds: 2 },
      ],
      useReserve: false,
    };
    expect(await expectCallableError(by.call('saveBattle', { ...base, scheduledAt, series: 5 }), 'failed-precondition')).toBe(battleMessages.notEditable);
    const newTime = scheduledAt + 3_600_000;
    await by.call('saveBattle', { ...base, scheduledAt: newTime });
    expect((await battleDoc(battleId)).scheduledAt.toMillis()).toBe(newTime);
    const note = (await notifications(punter.uid)).find((item) => item.type === 'battle_rescheduled');
    expect(note?.variables).toMatchObject({ battleId, scheduleChange: { old: scheduledAt, new: newTime } });
  });
});

describe('createBattleBet', () => {
  it('debits the stake into wagers_held, records the bet, fills the chest and moves the odds, once per request id', async () => {
    const by = await organizer();
    const { battleId, challenger, opponent } = await playerBattle(by);
    const punter = await battleBettor({ cash: 10_000, credits: 2 });
    const requestId = newRequestId();
    const request = { requestId, battleId, competitorId: challenger.uid, balance: 4_000, credits: 2, odds: 1.9 };

    const response = await punter.call('createBattleBet', request);
    expect(response).toMatchObject({ amount: 5_000, balance: 4_000, credits: 2, fee: 0, odds: 1.9, balanceAfter: 6_000 });
    expect(await punter.call('createBattleBet', request)).toEqual(response);

    const [bet] = await betsOf(battleId);
    expect(bet).toMatchObject({ user: { id: punter.uid }, amount: 5_000, balance: 4_000, credits: 2, odds: { value: 1.9 }, status: 'open', context: 'battle' });
    const battle = await battleDoc(battleId);
    expect(battle.chest).toMatchObject({ total: 5_000, count: 1, stakes: { [challenger.uid]: 5_000 } });
    expect(battle.odds.competitors[challenger.uid]!.value).toBeLessThan(1.9);
    expect(battle.odds.competitors[opponent.uid]!.value).toBeGreaterThan(1.9);
    expect((await adminDb.collection(battlePaths.odds(battleId)).get()).size).toBe(2);
    expect(await accountOf(punter.uid)).toMatchObject({ balance: 6_000, credits: 0 });
    expect((await notifications(punter.uid)).map((note) => note.type)).toContain('battle_bet_placed');
    await expectBooksBalanced();
  });

  it('charges a reserve battle its fee on top of the stake: prize 6% and house 4% of amount x odds', async () => {
    const by = await organizer();
    const { battleId, challenger } = await playerBattle(by, { useReserve: true });
    const punter = await battleBettor({ cash: 10_000 });
    expect(await placeBet(punter, battleId, challenger.uid, { cash: 5_000 })).toMatchObject({ amount: 5_000, fee: 950, balanceAfter: 4_050 });
    const house = (await houseEntries(punter.uid)).map((entry) => [entry.bucket, entry.amount]);
    expect(house).toEqual(expect.arrayContaining([['wagers_held', 5_000], ['prize', 570], ['house', 380]]));
    const entry = (await ledgerEntries(punter.uid)).find((item) => item.type === 'bet_placed');
    expect(entry).toMatchObject({ amount: -5_950, fee: 950, netAmount: -5_000 });
    await expectBooksBalanced();
  });

  it('refuses over the limits with the exact amount over, writing nothing, and checkBetLimits reports the same room', async () => {
    const by = await organizer();
    const { battleId, challenger } = await playerBattle(by);
    const punter = await battleBettor({ cash: 100_000, credits: 10 });
    const uid = punter.uid;
    const room = (id: string) => punter.call('checkBetLimits', { userId: uid, battleId: id });
    expect(await room(battleId)).toEqual({ bet: { total: 0, remaining: 5_000, limitReached: false }, match: { total: 0, remaining: 30_000, limitReached: false } });
    await expectRefusedUntouched(uid, battleId, () => placeBet(punter, battleId, challenger.uid, { cash: 5_001 }), 'failed-precondition', 'Bet limit exceeded by $0.01');
    for (let bet = 0; bet < 5; bet += 1) await placeBet(punter, battleId, challenger.uid, { cash: 5_000 });
    await placeBet(punter, battleId, challenger.uid, { cash: 4_000 });
    // $290 staked on this battle: $10 is left of its $300.
    await expectRefusedUntouched(uid, battleId, () => placeBet(punter, battleId, challenger.uid, { cash: 500, credits: 2 }), 'failed-precondition', 'Battle limit exceeded by $5.00');
    expect((await room(battleId)).match).toEqual({ total: 29_000, remaining: 1_000, limitReached: false });
    expect(await placeBet(punter, battleId, challenger.uid, { cash: 500, credits: 1 })).toMatchObject({ amount: 1_000 });
    expect((await room(battleId)).match).toEqual({ total: 30_000, remaining: 0, limitReached: true });
    // The user's own lower limit applies as well.
    const other = await playerBattle(by);
    await setPreferences(uid, { gamblingBetLimits: { bet: 2_000, match: 30_000, updatedAt: null } });
    await expectRefusedUntouched(uid, other.battleId, () => placeBet(punter, other.battleId, other.challenger.uid, { cash: 2_500 }), 'failed-precondition', 'Bet limit exceeded by $5.00');
    expect(await room(other.battleId)).toEqual({ bet: { total: 0, remaining: 2_000, limitReached: false }, match: { total: 0, remaining: 30_000, limitReached: false } });
    await expectCallableError(punter.call('checkBetLimits', { userId: uid, battleId, streamId: 'stream-1' }), 'invalid-argument');
  });

  it('refuses what the balance or credits do not cover, and a bet under $5', async () => {
    const by = await organizer();
    const { battleId, challenger } = await playerBattle(by);
    const punter = await battleBettor({ cash: 1_000, credits: 1 });
    await expectRefusedUntouched(punter.uid, battleId, () => placeBet(punter, battleId, challenger.uid, { cash: 1_001 }), 'failed-precondition', wagerMessages.insufficientFunds);
    await expectRefusedUntouched(punter.uid, battleId, () => placeBet(punter, battleId, challenger.uid, { cash: 0, credits: 2 }), 'failed-precondition', wagerMessages.insufficientCredits);
    await expectRefusedUntouched(punter.uid, battleId, () => placeBet(punter, battleId, challenger.uid, { cash: 499 }), 'invalid-argument', battleMessages.minimumAmount);
  });

  it('refuses a closed battle and a player betting on the other side; a player may back their own side', async () => {
    const by = await organizer();
    const { battleId, challenger, opponent } = await playerBattle(by);
    const player = challenger;
    expect(await expectCallableError(placeBet(player, battleId, opponent.uid, { cash: 500 }), 'failed-precondition')).toBe(battleMessages.wrongSide);
    expect(await expectCallableError(placeBet(player, battleId, challenger.uid, { cash: 500 }), 'failed-precondition')).toBe(wagerMessages.insufficientFunds);

    const punter = await battleBettor();
    await setScheduledAt(battleId, Date.now() - 1_000);
    await expectRefusedUntouched(punter.uid, battleId, () => placeBet(punter, battleId, challenger.uid, { cash: 1_000 }), 'failed-precondition', battleMessages.notBettable);
  });

  it('refuses changed odds unless the gamblingOddsChange preference accepts them, and gives the higher odds', async () => {
    const by = await organizer();
    const { battleId, challenger } = await playerBattle(by);
    const punter = await battleBettor();
    await expectRefusedUntouched(punter.uid, battleId, () => placeBet(punter, battleId, challenger.uid, { cash: 1_000 }, 1.8), 'failed-precondition', battleMessages.oddsChanged);
    await expectRefusedUntouched(punter.uid, battleId, () => placeBet(punter, battleId, challenger.uid, { cash: 1_000 }, 2), 'failed-precondition', battleMessages.oddsChanged);

    await setPreferences(punter.uid, { gamblingOddsChange: 'higher' } as never);
    await expectRefusedUntouched(punter.uid, battleId, () => placeBet(punter, battleId, challenger.uid, { cash: 1_000 }, 2), 'failed-precondition', battleMessages.oddsChanged);
    expect(await placeBet(punter, battleId, challenger.uid, { cash: 1_000 }, 1.8)).toMatchObject({ odds: 1.9 });

    await setPreferences(punter.uid, { gamblingOddsChange: 'any' } as never);
    const now = (await battleDoc(battleId)).odds.competitors[challenger.uid]!.value;
    expect(await placeBet(punter, battleId, challenger.uid, { cash: 1_000 }, now + 0.5)).toMatchObject({ odds: now });
  });

  it('refuses the unverified, the self-excluded and the geoblocked through the shared gambling check', async () => {
    const by = await organizer();
    const { battleId, challenger } = await playerBattle(by);
    const unverified = await battleBettor();
    await setUserFields(unverified.uid, { isVerified: false });
    await expectRefusedUntouched(unverified.uid, battleId, () => placeBet(unverified, battleId, challenger.uid, { cash: 1_000 }), 'failed-precondition', identityMessages.identityRequired);

    const excluded = await battleBettor();
    await setUserFields(excluded.uid, { exclusion: 'Yes' });
    const excludedMessage = await expectCallableError(placeBet(excluded, battleId, challenger.uid, { cash: 1_000 }), 'failed-precondition');
    expect(excludedMessage).toBe(gamblingMessages.gamblingExcluded);

    const abroad = await battleBettor();
    await setConfig({ betting: true, geoblock: true }, { blacklistCountries: ['FR'] });
    await placeCallers('FR', 'Brittany');
    await expectRefusedUntouched(abroad.uid, battleId, () => placeBet(abroad, battleId, challenger.uid, { cash: 1_000 }), 'permission-denied', regionMessages.regionBlocked);
  });

  it(`takes ${RACING_BETTORS} bettors at once on one battle and accounts for every bet in the chest and the books`, async () => {
    const by = await organizer();
    const { battleId, challenger, opponent } = await playerBattle(by);
    const punters = await Promise.all(Array.from({ length: RACING_BETTORS }, () => battleBettor({ cash: 10_000 })));
    // Each accepts the odds the bets before it moved (with 'Ask me' a moved price is refused, as tested above).
    await Promise.all(punters.map((punter) => setPreferences(punter.uid, { gamblingOddsChange: 'any' } as never)));
    // The Functions emulator starts a worker per concurrent call: started a few at a time beforehand, not all at once.
    await warmUpWorkers(punters[0]!, 'createBattleBet', punters.length);
    const results = await Promise.allSettled(
      punters.map((punter, index) =>
        punter.call('createBattleBet', {
          requestId: newRequestId(),
          battleId,
          competitorId: index % 2 ? opponent.uid : challenger.uid,
          balance: 1_000 + index,
          credits: 0,
          odds: 1.9,
        }),
      ),
    );
    const refused = results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason));
    expect(refused).toEqual([]);
    const accepted = RACING_BETTORS;
    const bets = await betsOf(battleId);
    expect(bets).toHaveLength(accepted);
    expect(new Set(bets.map((bet) => bet.user.id)).size).toBe(accepted);
    const total = bets.reduce((sum, bet) => sum + bet.amount, 0);
    const battle = await waitFor(() => battleDoc(battleId), (doc) => doc.chest.count === accepted);
    expect(battle.chest.total).toBe(total);
    await expectBooksBalanced();
  }, 240_000);
});
