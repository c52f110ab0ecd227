/** Helpers for the tests that drive the wager path (functions/src/wagers) directly with the Admin SDK. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { reconcile } from '../../functions/src/ledger/reconcile';
import type { Timestamp } from 'firebase-admin/firestore';
import { placeWager, type WagerRequest } from '../../functions/src/wagers/placeWager';
import { adminDb } from '../support/admin';
import { ledgerEntries } from './support';
import { accountOf, houseEntries, openAccount } from './ledgerFixtures';
import { requestFrom } from './regionSupport';
import { BATTLE_LIMIT_LABELS } from '../../functions/src/shared/wagers/messages';
import { wagerPaths } from '../../functions/src/shared/wagers/firestorePaths';
import type { PositionDoc, Stake } from '../../functions/src/shared/wagers/types';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { LEDGER_COLLECTIONS } from '../../functions/src/shared/ledger/firestorePaths';
import type { ReconcileDiscrepancy } from '../../functions/src/shared/ledger/types';

/** Where the tests' stand-in product keeps its bets (a battle bet document, say). */
export const TEST_BETS = 'wagerTestBets';
export const TEST_CALLABLE = 'placeTestBet';
export const CALLER_IP = '203.0.113.9';
export const BATTLE_CAPS = { perBet: 5_000, perMatch: 30_000 };

/** A verified user, eligible to bet, with opening cash and credits booked through the ledger. */
export async function bettor(opening: { cash?: number; credits?: number } = {}): Promise<string> {
  const uid = await openAccount('bettor', opening);
  await adminDb.doc(corePaths.user(uid)).update({ isVerified: true, 'features.betting': true });
  return uid;
}

export interface TestBet {
  uid: string;
  matchKey?: string;
  stake: Stake;
  requestId?: string;
  wagerId?: string;
  caps?: { perBet?: number; perMatch?: number };
}

export interface TestBetResponse {
  betId: string;
  balance: number;
  matchStaked: number | null;
}

/**
 * A bet placed through the wager path the way a product callable does: the battle's caps and labels, a product
 * read (the "battle" must be open) and a product write (the bet document), in the wager's transaction.
 */
export function testBet(bet: TestBet, product: Partial<Pick<WagerRequest<unknown, TestBetResponse>, 'read'>> = {}): WagerRequest<unknown, TestBetResponse> {
  const requestId = bet.requestId ?? `req_${randomUUID().replace(/-/g, '')}`;
  const wagerId = bet.wagerId ?? `${bet.uid}_${requestId}`;
  const matchKey = bet.matchKey ?? 'battle_1';
  return {
    uid: bet.uid,
    raw: requestFrom(CALLER_IP),
    requestId,
    callable: TEST_CALLABLE,
    type: 'bet_placed',
    wagerId,
    stake: bet.stake,
    limits: { ...BATTLE_CAPS, ...bet.caps, matchKey, labels: BATTLE_LIMIT_LABELS },
    reference: { kind: 'battle', id: matchKey },
    notifications: [{ type: 'battle_bet_placed', variables: { amount: bet.stake.cash } }],
    ...product,
    write: (tx, placed) => {
      tx.create(adminDb.collection(TEST_BETS).doc(wagerId), { uid: bet.uid, matchKey, stake: bet.stake });
      return { betId: wagerId, balance: placed.ledger.account.balance, matchStaked: placed.matchStaked };
    },
  };
}

export const placeTestBet = (bet: TestBet, product: Parameters<typeof testBet>[1] = {}) => placeWager(testBet(bet, product));

export async function positionOf(uid: string, matchKey = 'battle_1'): Promise<PositionDoc<Timestamp> | undefined> {
  return (await adminDb.doc(wagerPaths.position(uid, matchKey)).get()).data() as PositionDoc<Timestamp> | undefined;
}

/** Everything a stake writes, for `uid`: account, entries, house entries, positions, requests, bets. */
export async function wagerState(uid: string) {
  const [account, entries, house, positions, requests, bets] = await Promise.all([
    accountOf(uid),
    ledgerEntries(uid),
    houseEntries(uid),
    adminDb.collection(wagerPaths.positions(uid)).get(),
    adminDb.collection(`${corePaths.user(uid)}/${LEDGER_COLLECTIONS.requests}`).get(),
    adminDb.collection(TEST_BETS).where('uid', '==', uid).get(),
  ]);
  return {
    account,
    entries: entries.map((entry) => entry.id).sort(),
    house: house.map((entry) => entry.id).sort(),
    positions: positions.docs.map((doc) => ({ id: doc.id, staked: doc.get('staked') as number })),
    requests: requests.size,
    bets: bets.size,
  };
}

/**
 * The books balanced, where the only items reconcile cannot see are this file's stand-in bets (documents in
 * TEST_BETS, not a product's collection): their stakes held in wagers_held are excused, exactly, and what their
 * outcomes moved in or out of the house (a stand-in does not record how it ended), and nothing else.
 */
export async function expectBooksBalancedBesideStandIns(): Promise<void> {
  const report = await reconcile();
  const standIns = new Map((await adminDb.collection(TEST_BETS).get()).docs.map((doc) => [doc.id, (doc.get('stake') as Stake).cash]));
  const excused = (found: ReconcileDiscrepancy) => {
    if (found.kind !== 'bucket' || found.wagerId === undefined || found.expected !== 0 || !standIns.has(found.wagerId)) return false;
    return found.bucket === 'wagers_held' ? standIns.get(found.wagerId) === found.actual : found.bucket === 'house';
  };
  expect(report.discrepancies.filter((found) => !excused(found))).toEqual([]);
}
