import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import {
  applyHouseMovement,
  applyLedgerChanges,
  houseMovementRef,
  ledgerReads,
  type HouseLeg,
  type HouseMovement,
  type LedgerChange,
  type NotificationInput,
} from '../ledger/ledger';
import { withContentionRetry } from '../ledger/moneyLock';
import { refundCredit, winningsCredit } from '../ledger/operations';
import { readAll, type ReadSet } from '../ledger/readSet';
import { ledgerPaths } from '../shared/ledger/firestorePaths';
import type { LedgerReference } from '../shared/ledger/types';
import { wagerPaths } from '../shared/wagers/firestorePaths';
import type { PositionDoc, Stake } from '../shared/wagers/types';
import { stakeValue } from './stake';
import { wagerKeys } from './wagerKeys';

/**
 * How a placed wager ends, each way moving its money exactly once: every outcome has its own idempotency key
 * derived from the wager id (wagerKeys), and a wager already settled one way is not settled another way.
 * The stake's cash sits in `wagers_held` until then; credits staked are spent at placement (as with free bets).
 */
export interface PlacedStake {
  uid: string;
  wagerId: string;
  stake: Stake;
  reference: LedgerReference;
  /** The fee charged on top of the stake, by bucket: a refund gives it back, a win or loss keeps it. */
  fee?: HouseLeg[];
  /** The match the stake counted towards, when it was placed with limits: a refund takes it off again. */
  matchKey?: string | null;
  sessionId?: string | null;
  streamerName?: string | null;
}

export type WagerSettlement =
  /** `payout` cents of cash to the user: the stake's cash back from `wagers_held`, the rest from `house`. */
  | { outcome: 'won'; type: 'bet_completed' | 'challenge_completed' | 'parlay_completed' | 'event_completed'; payout: number; notifications?: NotificationInput[] }
  /** The stake's cash goes from `wagers_held` to `house`. */
  | { outcome: 'lost' }
  /** Cash and credits back to the user, the position reduced. */
  | { outcome: 'refunded'; reason: string; notifications?: NotificationInput[] };

function lostMovement(wager: PlacedStake): HouseMovement {
  return {
    idempotencyKey: wagerKeys(wager.wagerId).lost,
    type: 'house_transfer',
    legs: [
      { bucket: 'wagers_held', amount: -wager.stake.cash },
      { bucket: 'house', amount: wager.stake.cash },
    ],
    reference: wager.reference,
  };
}

function positionRef(wager: PlacedStake): DocumentReference | null {
  return wager.matchKey ? db.doc(wagerPaths.position(wager.uid, wager.matchKey)) : null;
}

/** Every document settleWager reads for `wager`, to read many wagers' in one getAll (settling a whole battle). */
export function settlementReads(wager: PlacedStake): DocumentReference[] {
  const keys = wagerKeys(wager.wagerId);
  const entries = ledgerReads([
    { uid: wager.uid, idempotencyKey: keys.won },
    { uid: wager.uid, idempotencyKey: keys.refund },
  ]);
  const position = positionRef(wager);
  return [
    ...entries,
    ...(wager.stake.cash > 0 ? [houseMovementRef(lostMovement(wager))] : []),
    ...(position ? [position] : []),
  ];
}

function winnings(wager: PlacedStake, settlement: Extract<WagerSettlement, { outcome: 'won' }>): LedgerChange {
  if (!Number.isSafeInteger(settlement.payout) || settlement.payout <= 0) throw new Error(`A payout is positive: ${settlement.payout}`);
  return winningsCredit({
    uid: wager.uid,
    idempotencyKey: wagerKeys(wager.wagerId).won,
    type: settlement.type,
    from: [
      { bucket: 'wagers_held', amount: wager.stake.cash },
      { bucket: 'house', amount: settlement.payout - wager.stake.cash },
    ],
    reference: wager.reference,
    sessionId: wager.sessionId ?? null,
    streamerName: wager.streamerName ?? null,
    notifications: settlement.notifications ?? [],
  });
}

function refund(wager: PlacedStake, settlement: Extract<WagerSettlement, { outcome: 'refunded' }>): LedgerChange {
  const fee = (wager.fee ?? []).filter((leg) => leg.amount !== 0);
  if (fee.length > 0) {
    const feeTotal = fee.reduce((sum, leg) => sum + leg.amount, 0);
    return {
      uid: wager.uid,
      idempotencyKey: wagerKeys(wager.wagerId).refund,
      type: 'refund',
      cash: wager.stake.cash + feeTotal,
      credits: wager.stake.credits,
      reason: settlement.reason,
      reference: wager.reference,
      sessionId: wager.sessionId ?? null,
      notifications: settlement.notifications ?? [],
      house: [{ bucket: 'wagers_held', amount: -wager.stake.cash }, ...fee.map((leg) => ({ bucket: leg.bucket, amount: -leg.amount }))],
    };
  }
  return refundCredit({
    uid: wager.uid,
    idempotencyKey: wagerKeys(wager.wagerId).refund,
    cash: wager.stake.cash,
    credits: wager.stake.credits,
    from: 'wagers_held',
    reason: settlement.reason,
    reference: wager.reference,
    sessionId: wager.sessionId ?? null,
    notifications: settlement.notifications ?? [],
  });
}

/**
 * Settles `wager` inside `tx`: reads first (only what `read` lacks of settlementReads), so call it before the
 * transaction's other writes. Returns false, moving nothing, when the wager was already won, lost or refunded.
 * A lost stake of credits only moves nothing; the product's own record of the wager says it is settled.
 */
export async function settleWager(tx: Transaction, wager: PlacedStake, settlement: WagerSettlement, read: ReadSet = new Map()): Promise<boolean> {
  const refs = settlementReads(wager);
  const docs = new Map([...read, ...(await readAll(tx, refs.filter((ref) => !read.has(ref.path))))]);
  const keys = wagerKeys(wager.wagerId);
  const recorded = (path: string) => docs.get(path)?.exists === true;
  const settled =
    recorded(ledgerPaths.transaction(wager.uid, keys.won)) ||
    recorded(ledgerPaths.transaction(wager.uid, keys.refund)) ||
    (wager.stake.cash > 0 && recorded(houseMovementRef(lostMovement(wager)).path));
  if (settled) return false;

  if (settlement.outcome === 'won') {
    await applyLedgerChanges(tx, [winnings(wager, settlement)], { read: docs });
  } else if (settlement.outcome === 'lost') {
    if (wager.stake.cash > 0) await applyHouseMovement(tx, lostMovement(wager), { read: docs });
  } else {
    await applyLedgerChanges(tx, [refund(wager, settlement)], { read: docs });
    const position = positionRef(wager);
    const current = position ? (docs.get(position.path)?.data() as PositionDoc | undefined) : undefined;
    if (position && current) {
      tx.update(position, {
        staked: Math.max(0, current.staked - stakeValue(wager.stake)),
        cash: Math.max(0, current.cash - wager.stake.cash),
        credits: Math.max(0, current.credits - wager.stake.credits),
        count: Math.max(0, current.count - 1),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
  }
  return true;
}

/** Refunds `wager` in a transaction of its own (a cancelled battle, a bet with no match): false when already settled. */
export function refundWager(wager: PlacedStake, reason: string, notifications: NotificationInput[] = []): Promise<boolean> {
  return withContentionRetry(() => db.runTransaction((tx) => settleWager(tx, wager, { outcome: 'refunded', reason, notifications })));
}
