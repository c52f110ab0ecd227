import { FieldValue } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced } from './walletSupport';
import { admin, battleBettor, organizer, placeBet, playerBattle } from './battleSupport';
import { challengeRequest, doubleDownRequest } from './challengeSupport';
import { entriesOf, enter, form } from './eventSupport';
import { betRequest, liveStreamer, parlayRequest, valorantOdds } from './streamBetSupport';
import { expectNamed, setField } from './reconcileSupport';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';
import { challengePaths } from '../../functions/src/shared/challenges/firestorePaths';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';
import { LEDGER_COLLECTIONS } from '../../functions/src/shared/ledger/firestorePaths';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import { walletPaths } from '../../functions/src/shared/wallet/firestorePaths';

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
});

/** One open item of every kind that holds money: a reserve battle bet, a stream bet, a Kills + Win, a double-down, an event entry. */
async function openBook() {
  const bettor = await battleBettor({ cash: 100_000 });
  const { battleId, challenger } = await playerBattle(await organizer(), { useReserve: true });
  const battleBet = await placeBet(bettor, battleId, challenger.uid, { cash: 2_000 });
  const star = await liveStreamer(100);
  const odds = await valorantOdds(bettor, star.streamId);
  const { betId } = await bettor.call('createBet', betRequest(odds, 'match_win', { cash: 1_000 }));
  const { parlayId } = await bettor.call('createParlay', parlayRequest(star.streamId, odds.killsTarget, { basePrice: 1_500 }));
  const creator = await battleBettor({ cash: 100_000 });
  const challenge = challengeRequest(star.streamId);
  await creator.call('createChallenge', challenge);
  const { contributionId } = await bettor.call('createDoubleDown', doubleDownRequest(star.streamId, challenge.challengeId, { cash: 700 }, true));
  const { eventId } = await (await admin()).call('createEvent', form());
  await enter(bettor, eventId);
  const [entry] = await entriesOf(eventId);
  return {
    battleBet: battlePaths.bet(battleId, battleBet.betId),
    battle: battlePaths.battle(battleId),
    streamBet: streamBetPaths.bet(star.streamId, betId),
    parlay: streamBetPaths.parlay(star.streamId, parlayId),
    contribution: challengePaths.contribution(star.streamId, challenge.challengeId, contributionId),
    entry: eventPaths.entry(eventId, entry!.id),
  };
}

describe('reconcile, bucket by bucket', () => {
  it('finds every holding bucket equal to its open items, and names each item whose status or money was tampered with', async () => {
    const book = await openBook();
    await expectBooksBalanced();

    // An item marked settled while its stake is still held: each kind is named with the cash it still holds, and
    // where its new status says the house kept the stake, the house is named short of it too.
    const houseFee = (await adminDb.doc(book.battleBet).get()).get('feeParts.house') as number;
    for (const [path, open, settled, cash, house] of [
      [book.battleBet, 'open', 'won', 2_000, { expected: houseFee + 2_000, actual: houseFee }],
      [book.streamBet, 'open', 'lost', 1_000, { expected: 1_000, actual: 0 }],
      [book.parlay, 'active', 'failed', 1_500, { expected: 1_500, actual: 0 }],
      [book.contribution, 'held', 'paid', 700, { expected: 700, actual: 0 }],
      [book.entry, 'held', 'refunded', 1_000, null],
    ] as const) {
      const houseShort = house ? [{ bucket: 'house' as const, item: path, ...house }] : [];
      await expectNamed(() => setField(path, 'status', settled), () => setField(path, 'status', open), [{ bucket: 'wagers_held', item: path, expected: 0, actual: cash }, ...houseShort]);
    }

    // wagers_held money moved by hand: the wager it was moved from is named.
    const held = await adminDb.collection(LEDGER_COLLECTIONS.houseLedger).where('bucket', '==', 'wagers_held').where('amount', '==', 1_000).limit(1).get();
    const entry = held.docs[0]!;
    await expectNamed(
      () => entry.ref.update({ amount: 400 }),
      () => entry.ref.update({ amount: 1_000 }),
      [{ bucket: 'wagers_held', expected: 1_000, actual: 400 }],
    );

    // Winnings paid from the house instead of wagers_held: the settled bet's stake stays held.
    const stray = adminDb.collection(LEDGER_COLLECTIONS.houseLedger).doc('tamper_stray');
    await expectNamed(
      () => stray.set({ bucket: 'wagers_held', amount: 300, uid: null, type: 'house_transfer', idempotencyKey: 'tamper', reference: null, timestamp: FieldValue.serverTimestamp() }),
      () => stray.delete(),
      [{ bucket: 'wagers_held', expected: 0, actual: 300 }],
    );

    // The prize pool of an open reserve battle: its bets' prize fees.
    const prize = (await adminDb.doc(book.battleBet).get()).get('feeParts.prize') as number;
    expect(prize).toBeGreaterThan(0);
    await expectNamed(
      () => setField(book.battleBet, 'feeParts.prize', prize + 1),
      () => setField(book.battleBet, 'feeParts.prize', prize),
      [{ bucket: 'prize', item: book.battle, expected: prize + 1, actual: prize }],
    );

    // A pending payout with nothing in flight for it.
    const payout = adminDb.doc(walletPaths.payout('ghost', 'req_1'));
    await expectNamed(
      () => payout.set({ userId: 'ghost', status: 'pending', amount: 2_500 }),
      () => payout.delete(),
      [{ bucket: 'payouts_in_flight', item: /ghost_req_1/, expected: 2_500, actual: 0 }],
    );
  });
});
