import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { phaseTimer } from '../core/phaseTimer';
import { assertMayWager, readGamblingState } from '../gambling/assertMayGamble';
import { refusalError } from '../gambling/refusal';
import { accountOf } from '../ledger/account';
import { applyLedgerChanges, ledgerReads, type HouseLeg, type LedgerOutcome, type NotificationInput } from '../ledger/ledger';
import { withContentionRetry, withMoneyLock } from '../ledger/moneyLock';
import { wagerDebit } from '../ledger/operations';
import { snapshotIn, type ReadSet } from '../ledger/readSet';
import { requestRef, runIdempotentRecord, storedRecordIn } from '../ledger/requests';
import { wagerRefusal } from '../shared/gambling/refusals';
import { isDocumentId } from '../shared/core/ids';
import { coreMessages } from '../shared/core/messages';
import { corePaths } from '../shared/core/firestorePaths';
import type { LedgerReference } from '../shared/ledger/types';
import type { UserDoc } from '../shared/users/types';
import { walletMessages } from '../shared/wallet/messages';
import { wagerPaths } from '../shared/wagers/firestorePaths';
import type { PositionDoc, Stake } from '../shared/wagers/types';
import type { LimitMaxima } from '../shared/preferences/limitMaxima';
import { assertValidStake, fundsRefusal, limitRefusal, stakeCaps, stakeValue, type StakeLimits } from './stake';
import { wagerKeys } from './wagerKeys';
import { callerSessionId } from '../sessions/sessionStore';

export type WagerType = 'bet_placed' | 'challenge_placed' | 'parlay_placed' | 'event_enter' | 'event_add_cash' | 'challenge_add_cash';

/** What the product's write sees once the stake is debited. */
export interface PlacedWager<R> {
  /** What the product's read returned. */
  read: R;
  /** The stake's ledger outcome: the entry and the account after it. */
  ledger: LedgerOutcome;
  /** Staked on the match after this wager (cash plus credits at their cash value), or null without limits. */
  matchStaked: number | null;
  /** The caller's active session when the wager was placed (its settlement counts there too), or null. */
  sessionId: string | null;
}

export interface WagerRequest<R, T> {
  uid: string;
  /** The callable's request: the region check needs the caller's IP address. */
  raw: CallableRequest<unknown>;
  /** The client's request id: a repeat returns the first response and moves nothing. */
  requestId: string;
  /** The callable's name, under which the response is stored. */
  callable: string;
  type: WagerType;
  /** Names the wager for good (the bet document's id, say): its ledger keys derive from it (wagerKeys). */
  wagerId: string;
  stake: Stake;
  /** Per-bet and per-match limits, or null for a wager without them. */
  limits: StakeLimits | null;
  reference: LedgerReference;
  /** The streamer the stake is on, written with the ledger entry; a function of the product's read when it names them. */
  streamerName?: string | null | ((read: NoInfer<R>) => string | null);
  /** Written with the ledger entry; a function of the product's read when they name what it read. */
  notifications?: NotificationInput[] | ((read: R) => NotificationInput[]);
  /** The product's documents, read in the transaction's first round trip with the wager's own. */
  reads?: DocumentReference[];
  /**
   * The product's own checks inside the transaction (the battle is open, the odds still stand): `docs` holds
   * `reads`; it may read more, and refuses by throwing (nothing is written then).
   */
  read?: (tx: Transaction, docs: ReadSet) => Promise<R> | R;
  /** A fee charged on top of the stake (a reserve battle's), by bucket, known once the product's read is done. */
  fee?: (read: R) => HouseLeg[];
  /** The product's own writes (the bet, the chest total), after the stake is debited; returns the response. */
  write: (tx: Transaction, placed: PlacedWager<R>) => T;
}

const refused = (message: string) => new HttpsError('failed-precondition', message);

/** The user's position on the match once `stake` is added, or a refusal when it breaks a limit. */
function nextPosition(
  snap: DocumentSnapshot,
  limits: StakeLimits,
  stake: Stake,
  user: Partial<UserDoc>,
  maxima: LimitMaxima,
  now: number,
): PositionDoc<FieldValue> {
  const position = snap.data() as PositionDoc | undefined;
  const staked = position?.staked ?? 0;
  const overLimit = limitRefusal(stakeValue(stake), stakeCaps(limits, user.preferences, now, maxima), staked, limits.labels);
  if (overLimit) throw refused(overLimit);
  return {
    matchKey: limits.matchKey,
    staked: staked + stakeValue(stake),
    cash: (position?.cash ?? 0) + stake.cash,
    credits: (position?.credits ?? 0) + stake.credits,
    count: (position?.count ?? 0) + 1,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * The one way to stake money (battle bets first; stream bets, challenges, double-downs, parlays and event
 * entries after). Before the transaction, in one round trip, it reads the stored response, the user and the
 * configuration, and runs the shared gambling check (the region needs the caller's address) while the user's
 * money lock is taken. Then ONE transaction, with the idempotent request record: the user (checked again: a pause
 * or exclusion may have started meanwhile), the user's position on the match and the product's documents are read
 * together, with the caller's active session (the stake, and later its settlement, count towards it); the stake
 * must fit the bet and match limits and the balance and credits; the stake is debited through the ledger into
 * `wagers_held`; the position grows; the product writes; the response is stored; the lock is
 * released in the same commit. Refusals are failed-precondition with the spec's messages and write nothing.
 */
export async function placeWager<R, T>(request: WagerRequest<R, T>): Promise<T> {
  const { uid, limits } = request;
  assertValidStake(request.stake);
  if (limits && !isDocumentId(limits.matchKey)) throw new Error(`Invalid match key: ${limits.matchKey}`);
  const timer = phaseTimer(request.callable);
  const userRef = db.doc(corePaths.user(uid));
  const positionRef = limits ? db.doc(wagerPaths.position(uid, limits.matchKey)) : null;
  const debitOf = (fee: HouseLeg[], notifications: NotificationInput[], sessionId: string | null, streamerName: string | null) => wagerDebit({
    uid,
    idempotencyKey: wagerKeys(request.wagerId).stake,
    type: request.type,
    cash: request.stake.cash,
    credits: request.stake.credits,
    reference: request.reference,
    sessionId,
    streamerName,
    notifications,
    fee,
  });
  const debit = debitOf([], [], null, null);

  const response = await withMoneyLock(
    uid,
    walletMessages.walletBusy,
    async () => {
      const { state, extra } = await readGamblingState(uid, [requestRef(uid, request.requestId)]);
      const stored = storedRecordIn<T>(extra[0]!, request.callable);
      if (stored === undefined) await assertMayWager(uid, request.raw, Date.now(), state);
      timer.lap('checks');
      return { stored, state };
    },
    async ({ stored, state }, lock) => {
      if (stored !== undefined) return stored;
      timer.lap('lock');
      const placed = await withContentionRetry(() =>
        runIdempotentRecord(
          uid,
          request.requestId,
          request.callable,
          async (tx, docs) => {
            const now = Date.now();
            const userSnap = snapshotIn(docs, userRef);
            if (!userSnap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
            const user = userSnap.data() as Partial<UserDoc>;
            const refusal = wagerRefusal(user, state.flags, now);
            if (refusal) throw refusalError(refusal);
            const [productRead, sessionId] = await Promise.all([request.read?.(tx, docs) as Promise<R> | R, callerSessionId(uid, tx)]);

            const match = positionRef && limits ? nextPosition(snapshotIn(docs, positionRef), limits, request.stake, user, state.settings.limitMaxima, now) : null;
            const fee = request.fee?.(productRead) ?? [];
            const feeTotal = fee.reduce((sum, leg) => sum + leg.amount, 0);
            const short = fundsRefusal(accountOf(user), { cash: request.stake.cash + feeTotal, credits: request.stake.credits });
            if (short) throw refused(short);

            const notifications = typeof request.notifications === 'function' ? request.notifications(productRead) : (request.notifications ?? []);
            const streamerName = typeof request.streamerName === 'function' ? request.streamerName(productRead) : (request.streamerName ?? null);
            const [ledger] = await applyLedgerChanges(tx, [debitOf(fee, notifications, sessionId, streamerName)], { bonusConfig: state.settings.bonus, read: docs });
            if (!ledger?.applied) throw new Error(`Wager ${request.wagerId} was already in the ledger under another request`);
            if (positionRef && match) tx.set(positionRef, match);
            return request.write(tx, { read: productRead, ledger, matchStaked: match?.staked ?? null, sessionId });
          },
          { reads: [userRef, ...(positionRef ? [positionRef] : []), ...ledgerReads([debit]), ...(request.reads ?? [])], lock },
        ),
      );
      timer.lap('transaction');
      return placed;
    },
  );
  timer.done();
  return response;
}
