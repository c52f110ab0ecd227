import { FieldValue, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { forEachPage, type JobReport, type JobRunOptions } from '../core/scheduledJob';
import { applyLedgerChanges, ledgerReads } from '../ledger/ledger';
import { withContentionRetry } from '../ledger/moneyLock';
import { winningsCredit } from '../ledger/operations';
import { readAll } from '../ledger/readSet';
import { battlePaths } from '../shared/battles/firestorePaths';
import { equalShares, winningPayout } from '../shared/battles/odds';
import type { BattleBetDoc, BattleDoc } from '../shared/battles/types';
import type { NotificationInput } from '../ledger/ledger';
import { settleWager, type PlacedStake } from '../wagers/settleWager';
import { battleWagerId } from './createBattleBet';
import { battleRef } from './battleAccess';

/**
 * Settling, cancelling and voiding a battle, bet by bet: each bet is settled in its own transaction that reads the
 * bet, moves its money through the wager path (each outcome keyed once by the wager id) and marks the bet, so a
 * run that stops halfway and runs again settles every bet exactly once. The battle is closed (final, or its
 * refunds done) only when no open bet is left.
 */
export function placedStake(bet: BattleBetDoc<unknown>, battleId: string): PlacedStake {
  return {
    uid: bet.user.id,
    wagerId: battleWagerId(battleId, bet.id),
    stake: { cash: bet.balance, credits: bet.credits },
    fee: [
      { bucket: 'prize', amount: bet.feeParts.prize },
      { bucket: 'house', amount: bet.feeParts.house },
      { bucket: 'earnings', amount: bet.feeParts.earnings },
    ],
    reference: { kind: 'battle', id: battleId },
    matchKey: battleId,
    sessionId: bet.sessionId,
  };
}

export type BetOutcome = { kind: 'result'; winnerId: string } | { kind: 'refund'; reason: string };

/**
 * Whether the battle, as read in the bet's transaction, is still settled this way: a result only while the battle
 * is being settled on that winner, a refund only once it is cancelled or void. A void that won the race against the
 * settlement (or the other way round) is never mixed with it.
 */
function outcomeHolds(battle: BattleDoc | undefined, outcome: BetOutcome): boolean {
  if (!battle) return false;
  if (outcome.kind === 'refund') return battle.status === 'cancelled' || battle.status === 'void';
  return battle.status === 'review' && battle.settling === true && battle.winnerId === outcome.winnerId;
}

/** Settles one bet (if still open): won, lost or refunded. True when this call moved its money. */
export async function settleBattleBet(battleId: string, betId: string, outcome: BetOutcome, competitors: string[]): Promise<boolean> {
  const betRef = db.doc(battlePaths.bet(battleId, betId));
  return withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const [battleSnap, snap] = await Promise.all([tx.get(battleRef(battleId)), tx.get(betRef)]);
      const bet = snap.data() as BattleBetDoc | undefined;
      if (!bet || bet.status !== 'open') return false;
      if (!outcomeHolds(battleSnap.data() as BattleDoc | undefined, outcome)) return false;
      const wager = placedStake(bet, battleId);
      const variables = { amount: bet.amount, battleId, competitor: bet.competitor.name, competitors };
      if (outcome.kind === 'refund') {
        const notifications: NotificationInput[] = [{ type: 'refund', variables: { ...variables, credits: bet.credits, reason: outcome.reason } }];
        await settleWager(tx, wager, { outcome: 'refunded', reason: outcome.reason, notifications });
        tx.update(betRef, { status: 'refunded', payout: 0 });
        return true;
      }
      if (bet.competitor.id === outcome.winnerId) {
        const payout = winningPayout(wager.stake, bet.odds.value);
        const notifications: NotificationInput[] = [{ type: 'battle_bet_won', variables: { ...variables, amount: payout, stake: bet.amount } }];
        await settleWager(tx, wager, { outcome: 'won', type: 'bet_completed', payout, notifications });
        tx.update(betRef, { status: 'won', payout });
      } else {
        await settleWager(tx, wager, { outcome: 'lost' });
        tx.update(betRef, { status: 'lost', payout: 0 });
      }
      return true;
    }),
  );
}

/** Settles every open bet of `battleId`, in pages; `complete` is false when the page budget ran out first. */
export async function settleOpenBets(battleId: string, outcome: BetOutcome, options: JobRunOptions): Promise<JobReport> {
  const battle = (await battleRef(battleId).get()).data() as BattleDoc | undefined;
  const competitors = battle?.competitors.map((competitor) => competitor.name) ?? [];
  const open = db.collection(battlePaths.bets(battleId)).where('status', '==', 'open').orderBy('__name__') as Query;
  return forEachPage<DocumentSnapshot>(
    options,
    async (after, size) => (await (after ? open.startAfter(after) : open).limit(size).get()).docs,
    (doc) => settleBattleBet(battleId, doc.id, outcome, competitors),
  );
}

/**
 * Starts the settlement of a battle whose review window has ended, in a transaction: marks it `settling`, after
 * which it can no longer be voided. False when the battle is no longer in review (voided first) or not yet due.
 */
export async function beginSettlement(battleId: string, now: number): Promise<boolean> {
  return withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const snap = await tx.get(battleRef(battleId));
      const battle = snap.data() as BattleDoc | undefined;
      if (!battle || battle.status !== 'review' || !battle.winnerId || !battle.reviewEndsAt || battle.reviewEndsAt.toMillis() > now) return false;
      if (!battle.settling) tx.update(snap.ref, { settling: true, updatedAt: FieldValue.serverTimestamp() });
      return true;
    }),
  );
}

/**
 * Closes a settled battle: pays the prize its reserve bets gathered to the winning side's players in equal shares
 * (`battle_prize`, each keyed once per battle and player) and marks it final. Call it once no bet is open.
 */
export async function finalizeBattle(battleId: string): Promise<boolean> {
  const bets = await db.collection(battlePaths.bets(battleId)).where('status', 'in', ['won', 'lost']).get();
  const prize = bets.docs.reduce((sum, doc) => sum + ((doc.data() as BattleBetDoc).feeParts?.prize ?? 0), 0);
  return withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const snap = await tx.get(battleRef(battleId));
      const battle = snap.data() as BattleDoc | undefined;
      if (!battle || battle.status !== 'review' || !battle.winnerId) return false;
      const winner = battle.competitors.find((competitor) => competitor.id === battle.winnerId);
      const players = Object.keys(winner?.players ?? {}).sort();
      const shares = equalShares(prize, players.length);
      const changes = players
        .map((uid, index) => ({ uid, amount: shares[index] ?? 0 }))
        .filter((share) => share.amount > 0)
        .map((share) =>
          winningsCredit({
            uid: share.uid,
            idempotencyKey: `battle_${battleId}_prize_${share.uid}`,
            type: 'battle_prize',
            from: [{ bucket: 'prize', amount: share.amount }],
            reference: { kind: 'battle', id: battleId },
            notifications: [{ type: 'battle_prize', variables: { amount: share.amount, battleId, competitors: battle.competitors.map((side) => side.name) } }],
          }),
        );
      const read = await readAll(tx, ledgerReads(changes));
      if (changes.length > 0) await applyLedgerChanges(tx, changes, { read });
      tx.update(snap.ref, { status: 'final', closed: true, updatedAt: FieldValue.serverTimestamp() });
      return true;
    }),
  );
}

/** Marks a cancelled or void battle closed once every bet is refunded. */
export async function closeRefundedBattle(battleId: string): Promise<void> {
  await battleRef(battleId).update({ closed: true, updatedAt: FieldValue.serverTimestamp() });
}
