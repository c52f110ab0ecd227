import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { sandboxPost } from '../support/sandbox';
import { ledgerEntries, notifications, waitFor } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced, newRequestId, setAppSettings, setFlags } from './walletSupport';
import { bucketsFor, outcomeOf } from './raceSupport';
import { accountOf, admin, battleBettor, betsOf, battleDoc, HOUR } from './battleSupport';
import { bookedBattle, challengerWins, expectSettledOnce, REVIEW_OVER, type Book } from './battleBookSupport';
import { betRequest, liveStreamer, playMatch, streamBets, valorantOdds } from './streamBetSupport';
import { challengeDoc, challengeRequest, challenger, contributionsOf, doubleDownRequest, streamerWithStream } from './challengeSupport';
import { entrants, entriesOf, eventDoc, form } from './eventSupport';
import {
  completeHeldBankPayout,
  completeHeldPaypalPayout,
  createPayoutUser,
  hasProviderId,
  hasStatus,
  payoutState,
  resetSandbox,
  sendLateBankWebhook,
  sendLatePaypalWebhook,
  setBankPayoutBehaviour,
  waitForPayout,
  webhookDeliveries,
} from './payoutSupport';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { battleMessages } from '../../functions/src/shared/battles/messages';
import { challengeMessages } from '../../functions/src/shared/challenges/messages';
import { completionSplit } from '../../functions/src/shared/challenges/payout';
import { challengePaths } from '../../functions/src/shared/challenges/firestorePaths';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';
import { wonBetMoney } from '../../functions/src/shared/streamBets/pricing';

/**
 * Settlement racing itself and the admin: two overlapping runs of each settlement job, an admin's void or status
 * change against the job, money added while a challenge closes, and payout webhooks arriving late. Each pays every
 * item exactly once, ends with exact balances and house buckets, and leaves reconcile clean.
 */
const twice = (run: () => Promise<unknown>) => Promise.all([run(), run()]);

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
  await resetSandbox();
  await expectBooksBalanced();
});

/** The house's side of a settled booked battle: lost cash stakes and fees kept, winnings beyond the stake paid. */
async function settledBattleBuckets(book: Book) {
  const bets = await betsOf(book.battleId);
  const house = bets.reduce((sum, bet) => sum + bet.feeParts.house + (bet.status === 'won' ? bet.balance - bet.payout! : bet.balance), 0);
  const earnings = bets.reduce((sum, bet) => sum + bet.feeParts.earnings, 0);
  return { wagers_held: 0, prize: 0, house, ...(earnings !== 0 ? { earnings } : {}) };
}

describe('two overlapping runs of each settlement job pay each item once', () => {
  it('settleBattles: winners paid stake x odds once, losers lose once, the prize paid once', async () => {
    const book = await bookedBattle();
    await challengerWins(book);
    await twice(() => SCHEDULED_JOBS.settleBattles.run({ now: Date.now() + REVIEW_OVER }));
    await expectSettledOnce(book);
    expect(await bucketsFor(book.battleId)).toMatchObject(await settledBattleBuckets(book));
  });

  it('settleStreamBets: each winner paid (and the tip) once, each loser settled once', async () => {
    const star = await liveStreamer(30);
    const [evens, evensTip, odds1, odds2] = await Promise.all(Array.from({ length: 4 }, () => battleBettor({ cash: 10_000 })));
    const odds = await valorantOdds(evens!, star.streamId);
    await evens!.call('createBet', betRequest(odds, 'kills_parity_evens', { cash: 1_000 }));
    await evensTip!.call('createBet', betRequest(odds, 'kills_parity_evens', { cash: 2_000 }, 10));
    for (const loser of [odds1!, odds2!]) await loser.call('createBet', betRequest(odds, 'kills_parity_odds', { cash: 1_000 }));
    await playMatch(star.puuid, { kills: 20, deaths: 5, won: true });

    await twice(() => SCHEDULED_JOBS.settleStreamBets.run({ now: Date.now() }));

    const plain = wonBetMoney({ cash: 1_000, credits: 0 }, odds.multipliers.kills_parity_evens!, 0);
    const tipped = wonBetMoney({ cash: 2_000, credits: 0 }, odds.multipliers.kills_parity_evens!, 10);
    expect((await streamBets(star.streamId)).map((bet) => bet.status).sort()).toEqual(['lost', 'lost', 'won', 'won']);
    expect(await accountOf(evens!.uid)).toMatchObject({ balance: 9_000 + plain.payout });
    expect(await accountOf(evensTip!.uid)).toMatchObject({ balance: 8_000 + tipped.payout });
    for (const loser of [odds1!, odds2!]) expect(await accountOf(loser.uid)).toMatchObject({ balance: 9_000 });
    expect(await accountOf(star.streamId)).toMatchObject({ balance: tipped.tipAmount });
    for (const winner of [evens!, evensTip!]) {
      expect((await ledgerEntries(winner.uid)).filter((entry) => entry.type === 'bet_completed')).toHaveLength(1);
      expect((await notifications(winner.uid)).filter((note) => note.type === 'prop_bet_won')).toHaveLength(1);
    }
    const house = 2_000 - (plain.payout - 1_000) - (tipped.payout - 2_000) - tipped.tipAmount;
    expect(await bucketsFor(star.streamId)).toMatchObject({ wagers_held: 0, house });
  });

  it('settleChallenges: every contribution of a stopped settlement refunded once', async () => {
    const streamer = await streamerWithStream();
    const [creator, fanA, fanB] = await Promise.all([challenger({ cash: 10_000 }), challenger({ cash: 5_000, credits: 1 }), challenger({ cash: 5_000 })]);
    const request = challengeRequest(streamer.uid, { basePrice: 1_000 });
    const { challengeId } = request;
    await creator!.call('createChallenge', request);
    await fanA!.call('createDoubleDown', doubleDownRequest(streamer.uid, challengeId, { cash: 500, credits: 1 }));
    await fanB!.call('createDoubleDown', doubleDownRequest(streamer.uid, challengeId, { cash: 700 }));
    await streamer.call('updateChallenge', { streamId: streamer.uid, challengeId, status: 'active' });
    // The failure's status change committed but its settlement never ran (the process stopped).
    await adminDb.doc(challengePaths.challenge(streamer.uid, challengeId)).update({ status: 'failed', settlementPending: true });

    await twice(() => SCHEDULED_JOBS.settleChallenges.run({ now: Date.now() }));

    expect((await contributionsOf(streamer.uid, challengeId)).map((item) => item.status)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(await challengeDoc(streamer.uid, challengeId)).toMatchObject({ settlementPending: false });
    expect(await accountOf(creator!.uid)).toMatchObject({ balance: 10_000 });
    expect(await accountOf(fanA!.uid)).toMatchObject({ balance: 5_000, credits: 1 });
    expect(await accountOf(fanB!.uid)).toMatchObject({ balance: 5_000 });
    for (const payer of [creator!, fanA!, fanB!]) {
      expect((await ledgerEntries(payer.uid)).filter((entry) => entry.type === 'refund')).toHaveLength(1);
    }
    expect(await bucketsFor(`${streamer.uid}/${challengeId}`)).toEqual({ wagers_held: 0 });
  });

  it('runEvents: a kills event decided from match data pays its winners once and takes every entry once', async () => {
    const { eventId } = await (await admin()).call('createEvent', form());
    const [a, b, c] = await entrants(eventId, 3);
    await (await admin()).call('updateEvent', { eventId, status: 'active' });
    const startedAt = Date.now() - 3 * HOUR;
    await adminDb.doc(eventPaths.event(eventId)).update({ startedAt: Timestamp.fromMillis(startedAt), endsAt: Timestamp.fromMillis(startedAt + HOUR) });
    for (const [player, kills] of [[a!, 20], [b!, 20], [c!, 7]] as const) {
      await adminDb.doc(`users/${player.uid}`).update({ riotPuuid: `puuid-${player.uid}` });
      await sandboxPost('/__sandbox/riot/matches', { puuid: `puuid-${player.uid}`, kills, deaths: 5, won: true, startedAt: startedAt + 60_000, lengthMs: 30 * 60_000 });
    }
    // Two runs at once each end the hour, decide from match data and pay, as far as the other left it.
    await twice(() => SCHEDULED_JOBS.runEvents.run({ now: Date.now() }));

    // A pot of $30: 80% shared by the two tied on most kills.
    expect(await eventDoc(eventId)).toMatchObject({ status: 'completed', winners: [a!.uid, b!.uid].sort(), payoutPerWinner: 1_200, settlementPending: false });
    expect((await entriesOf(eventId)).map((entry) => entry.status)).toEqual(['paid', 'paid', 'paid']);
    for (const winner of [a!, b!]) {
      expect(await accountOf(winner.uid)).toMatchObject({ balance: 10_200 });
      expect((await ledgerEntries(winner.uid)).filter((entry) => entry.type === 'event_completed')).toHaveLength(1);
    }
    expect(await accountOf(c!.uid)).toMatchObject({ balance: 9_000 });
    expect(await bucketsFor(eventId)).toEqual({ wagers_held: 0, house: 600 });
  });
});

describe('an admin racing the settlement job', () => {
  it('voidBattle against settleBattles: every stake refunded or every bet settled, never both, never partly', async () => {
    const book = await bookedBattle();
    await challengerWins(book);
    const boss = await admin();
    const [voided] = await Promise.all([
      outcomeOf(boss.call('voidBattle', { battleId: book.battleId })),
      SCHEDULED_JOBS.settleBattles.run({ now: Date.now() + REVIEW_OVER }),
    ]);
    // A run that found the battle void finishes nothing the void did not; one more run leaves it as it is.
    await SCHEDULED_JOBS.settleBattles.run({ now: Date.now() + REVIEW_OVER });
    const battle = await battleDoc(book.battleId);
    if (voided.ok) {
      expect(battle).toMatchObject({ status: 'void', closed: true });
      expect((await betsOf(book.battleId)).map((bet) => bet.status)).toEqual(Array.from({ length: 6 }, () => 'refunded'));
      for (const punter of book.backers) expect(await accountOf(punter.uid)).toMatchObject({ balance: 10_000, credits: 1 });
      for (const punter of book.layers) expect(await accountOf(punter.uid)).toMatchObject({ balance: 10_000 });
      expect(await accountOf(book.challenger.uid)).toMatchObject({ balance: 0 });
      for (const punter of [...book.backers, ...book.layers]) {
        expect((await ledgerEntries(punter.uid)).filter((entry) => entry.type === 'bet_completed')).toEqual([]);
      }
      const buckets = await bucketsFor(book.battleId);
      expect(Object.values(buckets).filter((amount) => amount !== 0)).toEqual([]);
    } else {
      expect(voided).toMatchObject({ code: 'functions/failed-precondition', message: battleMessages.notVoidable });
      await expectSettledOnce(book);
      for (const punter of [...book.backers, ...book.layers]) {
        expect((await ledgerEntries(punter.uid)).filter((entry) => entry.type === 'refund')).toEqual([]);
      }
      expect(await bucketsFor(book.battleId)).toMatchObject(await settledBattleBuckets(book));
    }
  });

  it('voidBattle once a settlement has begun (a run stopped halfway) is refused; the next run settles the rest', async () => {
    const book = await bookedBattle();
    await challengerWins(book);
    expect(await SCHEDULED_JOBS.settleBattles.run({ now: Date.now() + REVIEW_OVER, pageSize: 2, maxPages: 1 })).toMatchObject({ complete: false });
    expect((await betsOf(book.battleId)).filter((bet) => bet.status === 'open')).toHaveLength(4);

    const voided = await outcomeOf((await admin()).call('voidBattle', { battleId: book.battleId }));
    expect(voided).toMatchObject({ code: 'functions/failed-precondition', message: battleMessages.notVoidable });
    expect((await betsOf(book.battleId)).filter((bet) => bet.status === 'refunded')).toEqual([]);

    await SCHEDULED_JOBS.settleBattles.run({ now: Date.now() + REVIEW_OVER });
    await expectSettledOnce(book);
    expect(await bucketsFor(book.battleId)).toMatchObject(await settledBattleBuckets(book));
  });

  it('updateBetStatus against settleStreamBets: the admin’s status stands, its money moved once', async () => {
    const star = await liveStreamer(30);
    const viewer = await battleBettor({ cash: 10_000 });
    const odds = await valorantOdds(viewer, star.streamId);
    const { betId } = await viewer.call('createBet', betRequest(odds, 'kills_parity_evens', { cash: 1_000 }));
    // The match says the bet won; the admin, at the same moment, says it lost.
    await playMatch(star.puuid, { kills: 20, deaths: 5, won: true });
    const boss = await admin();
    const [changed] = await Promise.all([
      boss.call('updateBetStatus', { id: betId, streamId: star.streamId, status: 'lost' }),
      SCHEDULED_JOBS.settleStreamBets.run({ now: Date.now() }),
    ]);
    expect(changed).toEqual({ id: betId, status: 'lost', changed: true });

    const [bet] = await streamBets(star.streamId);
    expect(bet).toMatchObject({ status: 'lost' });
    expect(await accountOf(viewer.uid)).toMatchObject({ balance: 9_000 });
    const entries = await ledgerEntries(viewer.uid);
    const won = entries.filter((entry) => entry.type === 'bet_completed');
    // Either the admin settled it first, or the job paid it and the admin's correction took exactly that back.
    expect(won.length).toBe(bet!.corrections ?? 0);
    expect(entries.filter((entry) => entry.type === 'admin_adjustment').map((entry) => entry.amount)).toEqual(won.map((entry) => -entry.amount));
    expect(await bucketsFor(star.streamId)).toMatchObject({ wagers_held: 0, house: 1_000 });
  });
});

describe('money added while a challenge closes', () => {
  /** A challenge of $10 from its creator, accepted when `accepted`, and a fan with $50 about to add $5. */
  async function openChallenge(accepted: boolean) {
    const streamer = await streamerWithStream();
    const [creator, fan] = await Promise.all([challenger({ cash: 10_000 }), challenger({ cash: 5_000 })]);
    const request = challengeRequest(streamer.uid, { basePrice: 1_000 });
    await creator!.call('createChallenge', request);
    if (accepted) await streamer.call('updateChallenge', { streamId: streamer.uid, challengeId: request.challengeId, status: 'active' });
    const race = (status: 'completed' | 'declined') =>
      Promise.all([
        outcomeOf(fan!.call('createDoubleDown', doubleDownRequest(streamer.uid, request.challengeId, { cash: 500 }))),
        streamer.call('updateChallenge', { streamId: streamer.uid, challengeId: request.challengeId, status }),
      ]);
    return { streamer, creator: creator!, fan: fan!, challengeId: request.challengeId, race };
  }

  it('completed against createDoubleDown: refused taking nothing, or taken and paid in with the pot', async () => {
    const { streamer, creator, fan, challengeId, race } = await openChallenge(true);
    const [added] = await race('completed');
    if (!added.ok) expect(added).toMatchObject({ code: 'functions/failed-precondition', message: challengeMessages.notOpen });
    const pot = added.ok ? 1_500 : 1_000;
    const streamerShare = completionSplit(pot).streamer;

    expect(await challengeDoc(streamer.uid, challengeId)).toMatchObject({ status: 'completed', totalAmount: pot, streamerPayout: streamerShare, settlementPending: false });
    expect((await contributionsOf(streamer.uid, challengeId)).map((item) => item.status)).toEqual(added.ok ? ['paid', 'paid'] : ['paid']);
    expect(await accountOf(fan.uid)).toMatchObject({ balance: added.ok ? 4_500 : 5_000 });
    expect(await accountOf(creator.uid)).toMatchObject({ balance: 9_000 });
    expect(await accountOf(streamer.uid)).toMatchObject({ balance: streamerShare });
    expect((await ledgerEntries(fan.uid)).map((entry) => entry.type)).toEqual(added.ok ? expect.arrayContaining(['challenge_add_cash']) : expect.not.arrayContaining(['challenge_add_cash']));
    expect(await bucketsFor(`${streamer.uid}/${challengeId}`)).toEqual({ wagers_held: 0, house: pot - streamerShare });
  });

  it('declined against createDoubleDown: refused taking nothing, or taken and refunded with the rest', async () => {
    const { streamer, creator, fan, challengeId, race } = await openChallenge(false);
    const [added] = await race('declined');
    if (!added.ok) expect(added).toMatchObject({ code: 'functions/failed-precondition', message: challengeMessages.notOpen });

    expect(await challengeDoc(streamer.uid, challengeId)).toMatchObject({ status: 'declined', totalAmount: added.ok ? 1_500 : 1_000, settlementPending: false });
    expect((await contributionsOf(streamer.uid, challengeId)).map((item) => item.status)).toEqual(added.ok ? ['refunded', 'refunded'] : ['refunded']);
    expect(await accountOf(fan.uid)).toMatchObject({ balance: 5_000 });
    expect(await accountOf(creator.uid)).toMatchObject({ balance: 10_000 });
    expect(await accountOf(streamer.uid)).toMatchObject({ balance: 0 });
    expect((await ledgerEntries(fan.uid)).filter((entry) => entry.type === 'refund')).toHaveLength(added.ok ? 1 : 0);
    expect(await bucketsFor(`${streamer.uid}/${challengeId}`)).toEqual({ wagers_held: 0 });
  });
});

describe('late payout webhooks for a payout that completed', () => {
  /** Waits until the sandbox delivered `count` webhooks of `type` matching `matches`, each acknowledged with 200. */
  async function delivered(type: string, matches: (body: Record<string, unknown>) => boolean, count: number) {
    const find = async () => (await webhookDeliveries()).filter((delivery) => delivery.type === type && matches(delivery.body as Record<string, unknown>));
    await waitFor(find, (found) => found.length === count && found.every((delivery) => delivery.status === 200));
  }

  it('PayPal: denials arriving after the success credit nothing back and leave the payout completed', async () => {
    const user = await createPayoutUser({ balance: 5_000 });
    const requestId = newRequestId();
    await user.call('makePayout', { amount: 2_000, email: 'hold@example.test', gateway: 'paypal', requestId });
    const held = await waitForPayout(user.uid, requestId, hasProviderId);
    await completeHeldPaypalPayout(held.providerId!, 'SUCCESS');
    await waitForPayout(user.uid, requestId, hasStatus('completed'));
    const before = await payoutState(user.uid);

    await Promise.all([sendLatePaypalWebhook(held.providerId!, 'DENIED'), sendLatePaypalWebhook(held.providerId!, 'DENIED')]);
    const batchOf = (body: Record<string, unknown>) => (body.resource as { batch_header?: { payout_batch_id?: string } }).batch_header?.payout_batch_id;
    await delivered('PAYMENT.PAYOUTSBATCH.DENIED', (body) => batchOf(body) === held.providerId, 2);

    expect(await payoutState(user.uid)).toEqual(before);
    expect(before.payouts).toEqual([`${held.id}:completed`]);
    expect(before.account.balance).toBe(3_000);
    expect((await ledgerEntries(user.uid)).filter((entry) => entry.type === 'refund')).toEqual([]);
    expect(await bucketsFor(held.id)).toEqual({ payouts_in_flight: 0 });
  });

  it('TrueLayer: failures arriving after the payout executed credit nothing back and leave it completed', async () => {
    await setFlags({ truelayer: true });
    await setAppSettings({ usdToGbp: 0.8 });
    const user = await createPayoutUser({ balance: 5_000, paypal: false, bank: true });
    await setBankPayoutBehaviour('hold');
    const requestId = newRequestId();
    await user.call('createTrueLayerPayout', { amount: 2_000, currency: 'GBP', requestId });
    const held = await waitForPayout(user.uid, requestId, hasProviderId);
    await completeHeldBankPayout(held.providerId!, 'executed');
    await waitForPayout(user.uid, requestId, hasStatus('completed'));
    const before = await payoutState(user.uid);

    await Promise.all([sendLateBankWebhook(held.providerId!, 'failed'), sendLateBankWebhook(held.providerId!, 'failed')]);
    await delivered('payout_failed', (body) => body.payout_id === held.providerId, 2);

    expect(await payoutState(user.uid)).toEqual(before);
    expect(before.payouts).toEqual([`${held.id}:completed`]);
    expect(before.account.balance).toBe(3_000);
    expect((await ledgerEntries(user.uid)).filter((entry) => entry.type === 'refund')).toEqual([]);
    expect(await bucketsFor(held.id)).toEqual({ payouts_in_flight: 0 });
  });
});
