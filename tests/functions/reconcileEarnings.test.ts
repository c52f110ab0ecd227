import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { signIn } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced, newRequestId } from './walletSupport';
import { admin } from './battleSupport';
import { mixedBook } from './mixedBookSupport';
import { expectNamed, setField } from './reconcileSupport';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';
import { challengePaths } from '../../functions/src/shared/challenges/firestorePaths';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';
import { ledgerPaths, LEDGER_COLLECTIONS } from '../../functions/src/shared/ledger/firestorePaths';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import { auditEntryId, supportPaths } from '../../functions/src/shared/support/firestorePaths';
import { battleWagerId } from '../../functions/src/battles/createBattleBet';
import { wagerKeys } from '../../functions/src/wagers/wagerKeys';

let book: Awaited<ReturnType<typeof settledBook>>;

// Settling a book of every kind takes a minute or more on a shared machine: it is built once for the file.
beforeAll(async () => {
  await setConfig({ betting: true });
  book = await settledBook();
}, 240_000);

afterAll(async () => {
  await clearConfig();
});

/**
 * Settled items of every kind that earns into (or pays out of) the house (the mixed book of mixedBookSupport.ts: a
 * battle, stream bets, a Kills + Win, a challenge, an event), and a support adjustment; the paths of what they say.
 */
async function settledBook() {
  const { battleId, wonBetId, lostBetId, star, punter, winningBetId, parlayId, challengeId, eventId } = await mixedBook(await admin());

  const desk = await signIn({ roles: ['superAdmin'] });
  const requestId = newRequestId();
  await desk.call('adjustUserBalance', { userId: punter.uid, reason: 'Goodwill, ticket 4411', requestId, amount: 250 });

  return {
    battleId,
    lostBetId,
    wonBet: battlePaths.bet(battleId, wonBetId),
    lostBet: battlePaths.bet(battleId, lostBetId),
    streamBet: streamBetPaths.bet(star.streamId, winningBetId),
    parlay: streamBetPaths.parlay(star.streamId, parlayId),
    challenge: challengePaths.challenge(star.streamId, challengeId),
    event: eventPaths.event(eventId),
    audit: supportPaths.auditEntry(auditEntryId(desk.uid, requestId)),
  };
}

const numberAt = async (path: string, field: string) => (await adminDb.doc(path).get()).get(field) as number;

describe('reconcile, the buckets settled items earn into', () => {
  it('finds house, earnings, fees and adjustments equal to what the settled items say', async () => {
    await expectBooksBalanced();
  });

  it('names both buckets when money moves between the house and fees by an entry no item accounts for', async () => {
    const sweep = (bucket: 'house' | 'fees', amount: number) =>
      adminDb.doc(ledgerPaths.houseEntry(`house_tamper_sweep_${bucket}`)).set({
        bucket,
        amount,
        uid: null,
        type: 'house_transfer',
        idempotencyKey: 'tamper_sweep',
        reference: null,
        timestamp: FieldValue.serverTimestamp(),
      });
    await expectNamed(
      () => Promise.all([sweep('house', -400), sweep('fees', 400)]),
      () => Promise.all(['house', 'fees'].map((bucket) => adminDb.doc(ledgerPaths.houseEntry(`house_tamper_sweep_${bucket}`)).delete())),
      [
        { bucket: 'house', item: 'house entry tamper_sweep (no item)', expected: 0, actual: -400 },
        { bucket: 'fees', item: 'house entry tamper_sweep (no item)', expected: 0, actual: 400 },
      ],
    );

  });

  it('names the battle bet whose stake was split into earnings or whose fee parts changed', async () => {
    const earnings = await numberAt(book.wonBet, 'feeParts.earnings');
    const houseFee = await numberAt(book.lostBet, 'feeParts.house');
    expect(houseFee).toBeGreaterThan(0);

    // A lost bet's stake split by hand between the house and earnings: both buckets name the bet.
    const lostKey = wagerKeys(battleWagerId(book.battleId, book.lostBetId)).lost;
    const kept = adminDb.doc(ledgerPaths.houseEntry(`house_${lostKey}_house`));
    const diverted = adminDb.doc(ledgerPaths.houseEntry(`house_${lostKey}_earnings`));
    const keptEntry = (await kept.get()).data()!;
    expect(keptEntry).toMatchObject({ bucket: 'house', amount: 2_000 });
    await expectNamed(
      () => Promise.all([kept.update({ amount: 1_950 }), diverted.set({ ...keptEntry, bucket: 'earnings', amount: 50 })]),
      () => Promise.all([kept.update({ amount: 2_000 }), diverted.delete()]),
      [
        { bucket: 'house', item: book.lostBet, expected: 2_000 + houseFee, actual: 1_950 + houseFee },
        { bucket: 'earnings', item: book.lostBet, expected: 0, actual: 50 },
      ],
    );

    // A settled battle bet's fee parts changed: earnings (no fee today: its rate is 0) and house each name the bet.
    await expectNamed(
      () => setField(book.wonBet, 'feeParts.earnings', earnings + 7),
      () => setField(book.wonBet, 'feeParts.earnings', earnings),
      [{ bucket: 'earnings', item: book.wonBet, expected: earnings + 7, actual: earnings }],
    );
    await expectNamed(
      () => setField(book.lostBet, 'feeParts.house', houseFee + 5),
      () => setField(book.lostBet, 'feeParts.house', houseFee),
      [{ bucket: 'house', item: book.lostBet, expected: 2_000 + houseFee + 5, actual: 2_000 + houseFee }],
    );

  });

  it('names a settled item whose status changed while its money stays where the first outcome put it', async () => {
    const payout = await numberAt(book.streamBet, 'payout');
    const tip = await numberAt(book.streamBet, 'tipAmount');
    expect(tip).toBeGreaterThan(0);
    await expectNamed(
      () => setField(book.streamBet, 'status', 'lost'),
      () => setField(book.streamBet, 'status', 'won'),
      [{ bucket: 'house', item: book.streamBet, expected: 1_000, actual: 1_000 - payout - tip }],
    );
    const share = await numberAt(book.parlay, 'payout');
    await expectNamed(
      () => setField(book.parlay, 'status', 'refunded'),
      () => setField(book.parlay, 'status', 'completed'),
      [{ bucket: 'house', item: book.parlay, expected: 0, actual: 1_500 - share }],
    );

  });

  it('names a completed challenge and event whose payouts changed: the house paid something else', async () => {
    const streamerPayout = await numberAt(book.challenge, 'streamerPayout');
    expect(streamerPayout).toBeGreaterThan(0);
    await expectNamed(
      () => setField(book.challenge, 'streamerPayout', streamerPayout + 1),
      () => setField(book.challenge, 'streamerPayout', streamerPayout),
      [{ bucket: 'house', item: book.challenge, expected: -streamerPayout - 1, actual: -streamerPayout }],
    );
    const perWinner = await numberAt(book.event, 'payoutPerWinner');
    expect(perWinner).toBeGreaterThan(0);
    await expectNamed(
      () => setField(book.event, 'payoutPerWinner', perWinner - 3),
      () => setField(book.event, 'payoutPerWinner', perWinner),
      [{ bucket: 'house', item: book.event, expected: -perWinner + 3, actual: -perWinner }],
    );

  });

  it('names an adjustment whose support request is gone, and an opening balance whose adjustments entry was edited', async () => {
    const audit = (await adminDb.doc(book.audit).get()).data()!;
    await expectNamed(
      () => adminDb.doc(book.audit).delete(),
      () => adminDb.doc(book.audit).set(audit),
      [{ bucket: 'adjustments', item: `${book.audit} (no audit entry)`, expected: 0, actual: -250 }],
    );

    const opening = await adminDb.collection(LEDGER_COLLECTIONS.houseLedger).where('bucket', '==', 'adjustments').where('idempotencyKey', '==', 'opening').limit(1).get();
    const entry = opening.docs[0]!;
    const amount = entry.get('amount') as number;
    await expectNamed(
      () => entry.ref.update({ amount: amount + 100 }),
      () => entry.ref.update({ amount }),
      [{ bucket: 'adjustments', item: ledgerPaths.transaction(entry.get('uid') as string, 'opening'), expected: amount, actual: amount + 100 }],
    );
  });
});
