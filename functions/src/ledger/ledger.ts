import { FieldValue, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { scheduleOnActivity } from '../accountReview/reviewSchedule';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { DEFAULT_BONUS_CONFIG, unlockOnWager, type BonusConfig } from '../shared/wallet/bonus';
import { accountOf } from './account';
import { readAll, snapshotIn, type ReadSet } from './readSet';
import { BONUS_CREDIT_CENTS } from '../shared/core/money';
import type { Account, HouseBucket, HouseEntry, LedgerEntry, LedgerReference, LedgerType } from '../shared/ledger/types';
import type { NotificationDoc } from '../shared/notifications/types';
import { ledgerPaths } from '../shared/ledger/firestorePaths';
import { writeRollups, type RecordedMovement } from './rollups';
import { corePaths } from '../shared/core/firestorePaths';
import { notificationPaths } from '../shared/notifications/firestorePaths';

/**
 * The ledger is the only code that changes users/{uid}.account. Every change runs inside a Firestore
 * transaction and writes one entry under users/{uid}/transactions whose id is the change's idempotency key, so
 * a repeated request finds its first entry and moves nothing again.
 *
 * Cash is double-entry: a change to a user's cash is balanced either by money crossing the boundary (a deposit
 * or a payout with the provider, `external`) or by house-side legs (houseLedger entries) of the opposite sum, so
 * user balances + house buckets = completed deposits - completed payouts at every moment (see reconcile.ts).
 */
export interface HouseLeg {
  bucket: HouseBucket;
  /** Change to the bucket, in cents. */
  amount: number;
}

export type NotificationInput = Omit<NotificationDoc, 'timestamp'>;

export interface LedgerChange {
  uid: string;
  /** Unique per logical request (client request id, provider order id, ...). Used as the entry's document id. */
  idempotencyKey: string;
  type: LedgerType;
  /** Cash change in cents. */
  cash?: number;
  /** Spendable Bonus Credits change. */
  credits?: number;
  /** Locked Bonus Chest credits change. */
  bonusChestCredits?: number;
  tipAmount?: number;
  fee?: number;
  sessionId?: string | null;
  streamerName?: string | null;
  reason?: string | null;
  reference?: LedgerReference | null;
  /** The cash crossed the boundary with a payment provider (deposits). */
  external?: boolean;
  /** House-side legs balancing the cash; they must sum to -cash. Adjustments default to the adjustments bucket. */
  house?: HouseLeg[];
  /** A stake: counts towards wagers and unlocks Bonus Chest credits ($20 of cash per credit). */
  wager?: { cash: number; credits: number };
  /** Written in the same transaction as the entry. */
  notifications?: NotificationInput[];
}

export interface LedgerOutcome {
  /** False when the idempotency key had already been used: nothing moved. */
  applied: boolean;
  entry: LedgerEntry<unknown>;
  account: Account;
  /** Chest credits this change's wager unlocked. */
  unlockedCredits: number;
}

export interface LedgerOptions {
  /** Unlock thresholds (config/app.bonus); read by the caller before the transaction writes. */
  bonusConfig?: BonusConfig;
  /**
   * Snapshots this transaction has already read, among them some or all of `ledgerReads(changes)`: the ledger
   * reads only what is missing, so a caller that reads everything in its first getAll saves a round trip.
   */
  read?: ReadSet;
}

export const INSUFFICIENT_FUNDS = 'Insufficient balance';
const ADJUSTMENT_TYPES: ReadonlySet<LedgerType> = new Set(['system_adjustment', 'admin_adjustment']);
const KEY_PATTERN = /^[A-Za-z0-9_:.-]{1,200}$/;

function assertWholeNumber(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new Error(`Ledger ${what} must be a whole number, got ${value}`);
}

/** -0 (a negated zero stake) would be stored as such and shown as -$0.00; anything else, NaN included, is kept. */
function withoutNegativeZero(value: number): number {
  return value === 0 ? 0 : value;
}

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid ledger idempotency key: ${key}`);
}

function entryRef(uid: string, key: string): DocumentReference {
  assertKey(key);
  return db.doc(ledgerPaths.transaction(uid, key));
}

/** The documents applyLedgerChanges reads for `changes`: each user document, then each entry's. */
export function ledgerReads(changes: ReadonlyArray<Pick<LedgerChange, 'uid' | 'idempotencyKey'>>): DocumentReference[] {
  const uids = [...new Set(changes.map((change) => change.uid))];
  return [...uids.map((uid) => db.doc(corePaths.user(uid))), ...changes.map((change) => entryRef(change.uid, change.idempotencyKey))];
}

/** The house legs that balance `change`'s cash, or an error when they do not. */
function houseLegsOf(change: LedgerChange, cash: number): HouseLeg[] {
  const legs = change.house ?? (ADJUSTMENT_TYPES.has(change.type) && cash !== 0 ? [{ bucket: 'adjustments', amount: -cash }] : []);
  legs.forEach((leg) => assertWholeNumber(leg.amount, 'house amount'));
  const houseSum = legs.reduce((sum, leg) => sum + leg.amount, 0);
  if (change.external) {
    if (legs.length > 0) throw new Error('An external ledger change has no house legs');
  } else if (houseSum !== -cash) {
    throw new Error(`Unbalanced ledger change ${change.idempotencyKey}: cash ${cash}, house legs ${houseSum}`);
  }
  return legs;
}

function houseEntryId(uid: string | null, key: string, bucket: HouseBucket): string {
  return `${uid ?? 'house'}_${key}_${bucket}`;
}

function writeHouseLegs(
  tx: Transaction,
  legs: HouseLeg[],
  base: Omit<HouseEntry<unknown>, 'bucket' | 'amount' | 'timestamp'>,
): void {
  for (const leg of legs) {
    if (leg.amount === 0) continue;
    const entry: HouseEntry<unknown> = { ...base, bucket: leg.bucket, amount: leg.amount, timestamp: FieldValue.serverTimestamp() };
    tx.create(db.doc(ledgerPaths.houseEntry(houseEntryId(base.uid, base.idempotencyKey, leg.bucket))), entry);
  }
}

function newEntry(change: LedgerChange, next: Account, amounts: { cash: number; credits: number; chest: number }): LedgerEntry<unknown> {
  const tipAmount = change.tipAmount ?? 0;
  const fee = change.fee ?? 0;
  assertWholeNumber(tipAmount, 'tip');
  assertWholeNumber(fee, 'fee');
  return {
    type: change.type,
    timestamp: FieldValue.serverTimestamp(),
    amount: amounts.cash,
    credits: amounts.credits,
    bonusChestCredits: amounts.chest,
    tipAmount,
    fee,
    // A debit's fee is part of what left the balance; a credit's fee was kept back from it.
    netAmount: amounts.cash < 0 ? amounts.cash + fee : amounts.cash - fee,
    balanceAfter: next.balance,
    creditsAfter: next.credits,
    bonusChestCreditsAfter: next.bonus.credits,
    sessionId: change.sessionId ?? null,
    streamerName: change.streamerName ?? null,
    reason: change.reason ?? null,
    reference: change.reference ?? null,
    idempotencyKey: change.idempotencyKey,
  };
}

interface PendingWrite {
  uid: string;
  ref: DocumentReference;
  entry: LedgerEntry<unknown>;
  legs: HouseLeg[];
  notifications: NotificationInput[];
  wager: { cash: number; credits: number } | null;
}

/**
 * Applies `changes` inside `tx`. All of the caller's own reads must come before this call and its writes after
 * it (Firestore transactions read before they write). Throws failed-precondition when a change would make a
 * balance or credit count negative; then nothing is written.
 */
export async function applyLedgerChanges(
  tx: Transaction,
  changes: LedgerChange[],
  options: LedgerOptions = {},
): Promise<LedgerOutcome[]> {
  const bonusConfig = options.bonusConfig ?? DEFAULT_BONUS_CONFIG;
  const keys = new Set(changes.map((change) => ledgerPaths.transaction(change.uid, change.idempotencyKey)));
  if (keys.size !== changes.length) throw new Error('Ledger changes in one transaction need distinct idempotency keys');
  const uids = [...new Set(changes.map((change) => change.uid))];
  const refs = ledgerReads(changes);
  const known = options.read ?? new Map();
  const read = new Map([...known, ...(await readAll(tx, refs.filter((ref) => !known.has(ref.path))))]);
  const snapshots = refs.map((ref) => snapshotIn(read, ref));
  const userSnaps = snapshots.slice(0, uids.length);
  const entrySnaps = snapshots.slice(uids.length);
  const entryRefs = refs.slice(uids.length);

  const accounts = new Map<string, Account>();
  const users = new Map<string, DocumentData | undefined>();
  userSnaps.forEach((snap, index) => {
    if (!snap.exists) throw new HttpsError('not-found', 'User not found');
    accounts.set(uids[index]!, accountOf(snap.data()));
    users.set(uids[index]!, snap.data());
  });

  const outcomes: LedgerOutcome[] = [];
  const writes: PendingWrite[] = [];
  changes.forEach((change, index) => {
    const account = accounts.get(change.uid)!;
    const existing = entrySnaps[index]!;
    if (existing.exists) {
      outcomes.push({ applied: false, entry: existing.data() as LedgerEntry<unknown>, account, unlockedCredits: 0 });
      return;
    }
    const cash = withoutNegativeZero(change.cash ?? 0);
    const credits = withoutNegativeZero(change.credits ?? 0);
    const chest = withoutNegativeZero(change.bonusChestCredits ?? 0);
    [cash, credits, chest].forEach((value) => assertWholeNumber(value, 'amount'));
    const legs = houseLegsOf(change, cash);

    let next: Account = {
      balance: account.balance + cash,
      credits: account.credits + credits,
      bonus: { ...account.bonus, credits: account.bonus.credits + chest },
      wagers: { ...account.wagers },
    };
    if (next.balance < 0 || next.credits < 0 || next.bonus.credits < 0) {
      throw new HttpsError('failed-precondition', INSUFFICIENT_FUNDS);
    }
    const entry = newEntry(change, next, { cash, credits, chest });
    writes.push({ uid: change.uid, ref: entryRefs[index]!, entry, legs, notifications: change.notifications ?? [], wager: change.wager ?? null });

    let unlocked = 0;
    if (change.wager) {
      const stakeCash = change.wager.cash;
      const stakeCredits = change.wager.credits;
      assertWholeNumber(stakeCash, 'wager');
      assertWholeNumber(stakeCredits, 'wager');
      const unlock = unlockOnWager(bonusConfig, next.bonus.balance, next.bonus.credits, stakeCash);
      unlocked = unlock.unlocked;
      next = {
        ...next,
        credits: next.credits + unlocked,
        bonus: { balance: unlock.progress, credits: next.bonus.credits - unlocked },
        wagers: {
          total: next.wagers.total + stakeCash + stakeCredits * BONUS_CREDIT_CENTS,
          cash: next.wagers.cash + stakeCash,
          credits: next.wagers.credits + stakeCredits,
          count: next.wagers.count + 1,
        },
      };
      if (unlocked > 0) {
        const transferKey = `${change.idempotencyKey}_unlock`;
        const transfer: LedgerChange = {
          uid: change.uid,
          idempotencyKey: transferKey,
          type: 'bonus_transfer',
          credits: unlocked,
          bonusChestCredits: -unlocked,
          sessionId: change.sessionId ?? null,
          reference: change.reference ?? null,
          reason: 'wagering',
        };
        writes.push({
          uid: change.uid,
          ref: entryRef(change.uid, transferKey),
          entry: newEntry(transfer, next, { cash: 0, credits: unlocked, chest: -unlocked }),
          legs: [],
          notifications: [
            { type: 'bonus_credit_transfer', variables: { credits: unlocked, bonusChestCredits: next.bonus.credits } },
          ],
          wager: null,
        });
      }
    }
    accounts.set(change.uid, next);
    outcomes.push({ applied: true, entry, account: next, unlockedCredits: unlocked });
  });

  const at = Date.now();
  for (const uid of new Set(writes.map((write) => write.uid))) {
    // Every movement is activity: it keeps the customer's account review reminders running (RTS 12).
    tx.update(db.doc(corePaths.user(uid)), { account: accounts.get(uid), ...scheduleOnActivity(users.get(uid), at) });
  }
  for (const write of writes) {
    tx.create(write.ref, write.entry);
    writeHouseLegs(tx, write.legs, {
      uid: write.uid,
      type: write.entry.type,
      idempotencyKey: write.entry.idempotencyKey,
      reference: write.entry.reference,
    });
    for (const notification of write.notifications) {
      tx.create(db.collection(notificationPaths.notifications(write.uid)).doc(), { ...notification, timestamp: FieldValue.serverTimestamp() });
    }
  }
  writeRollups(
    tx,
    writes.map((write): RecordedMovement => ({ kind: 'user', uid: write.uid, entry: write.entry, legs: write.legs, wager: write.wager, at })),
  );
  return outcomes;
}

/** Runs `changes` in a transaction of their own. */
export function runLedger(changes: LedgerChange[], options: LedgerOptions = {}): Promise<LedgerOutcome[]> {
  return db.runTransaction((tx) => applyLedgerChanges(tx, changes, options));
}

export interface HouseMovement {
  idempotencyKey: string;
  type: HouseEntry['type'];
  legs: HouseLeg[];
  /** Money leaving or entering through a provider (a completed payout): the legs need not sum to zero. */
  external?: boolean;
  reference?: LedgerReference | null;
}

/**
 * Moves house-side money with no user balance involved (a payout the provider completed, fees moving between
 * reserve buckets). Reads before it writes (unless `options.read` holds houseMovementRef), so call it before the
 * transaction's other writes. Returns false when the movement was already recorded.
 */
/** The document whose existence shows that `movement` was recorded; applyHouseMovement reads it. */
export function houseMovementRef(movement: Pick<HouseMovement, 'idempotencyKey' | 'legs'>): DocumentReference {
  assertKey(movement.idempotencyKey);
  const first = movement.legs.find((leg) => leg.amount !== 0);
  if (!first) throw new Error('A house movement needs at least one non-zero leg');
  return db.doc(ledgerPaths.houseEntry(houseEntryId(null, movement.idempotencyKey, first.bucket)));
}

export async function applyHouseMovement(tx: Transaction, movement: HouseMovement, options: { read?: ReadSet } = {}): Promise<boolean> {
  const ref = houseMovementRef(movement);
  const legs = movement.legs.filter((leg) => leg.amount !== 0);
  legs.forEach((leg) => assertWholeNumber(leg.amount, 'house amount'));
  if (!movement.external && legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) {
    throw new Error(`Unbalanced house movement ${movement.idempotencyKey}`);
  }
  const first = options.read?.get(ref.path) ?? (await tx.get(ref));
  if (first.exists) return false;
  writeHouseLegs(tx, legs, {
    uid: null,
    type: movement.type,
    idempotencyKey: movement.idempotencyKey,
    reference: movement.reference ?? null,
  });
  writeRollups(tx, [{ kind: 'house', type: movement.type, idempotencyKey: movement.idempotencyKey, legs, reference: movement.reference ?? null, at: Date.now() }]);
  return true;
}
