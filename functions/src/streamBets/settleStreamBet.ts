import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { applyLedgerChanges, ledgerReads, type LedgerChange, type NotificationInput } from '../ledger/ledger';
import { withContentionRetry } from '../ledger/moneyLock';
import { winningsCredit } from '../ledger/operations';
import { readAll } from '../ledger/readSet';
import { STREAM_BET_TYPE_LABELS } from '../shared/games/catalogue';
import { STREAM_REFERENCE_KIND, type ParlayStatus, type StreamBetStatus } from '../shared/streamBets/constants';
import { notificationPaths } from '../shared/notifications/firestorePaths';
import { streamBetPaths } from '../shared/streamBets/firestorePaths';
import { betWins, parlayPayout, parlaySucceeds, wonBetMoney } from '../shared/streamBets/pricing';
import { activityIdOf, type DecidingMatch, type ParlayDoc, type StreamBetDoc } from '../shared/streamBets/types';
import { settleWager, type PlacedStake, type WagerSettlement } from '../wagers/settleWager';
import { wagerKeys } from '../wagers/wagerKeys';
import { streamBetWagerId } from './createBet';
import { parlayWagerId } from './createParlay';

/**
 * How a stream bet or Kills + Win ends: decided by a match, by an admin, or refunded. Each in its own transaction
 * that re-reads the bet, moves its money through the wager path (every amount keyed once) and marks the bet and
 * its public activity line, so settling twice, or again after a run that stopped halfway, moves nothing twice.
 */
export type Decision = { kind: 'match'; match: DecidingMatch } | { kind: 'admin'; won: boolean } | { kind: 'refund'; reason: string };

const reference = (streamId: string) => ({ kind: STREAM_REFERENCE_KIND, id: streamId });

export function betStake(bet: StreamBetDoc<unknown>): PlacedStake {
  return {
    uid: bet.userId,
    wagerId: streamBetWagerId(bet.streamId, bet.id),
    stake: { cash: bet.balance, credits: bet.credits },
    reference: reference(bet.streamId),
    matchKey: bet.matchKey,
    sessionId: bet.sessionId,
  };
}

export function parlayStake(parlay: ParlayDoc<unknown>): PlacedStake {
  return {
    uid: parlay.userId,
    wagerId: parlayWagerId(parlay.streamId, parlay.id),
    stake: { cash: parlay.basePrice, credits: parlay.credits },
    reference: reference(parlay.streamId),
    matchKey: parlay.matchKey,
    sessionId: parlay.sessionId,
  };
}

/** Applies `settlement` and the extra ledger changes (a tip, the streamer's share), reading everything before writing. */
async function settleWith(tx: Transaction, wager: PlacedStake, settlement: WagerSettlement, extra: LedgerChange[]): Promise<boolean> {
  const read = extra.length > 0 ? await readAll(tx, ledgerReads(extra)) : new Map();
  if (!(await settleWager(tx, wager, settlement, read))) return false;
  if (extra.length > 0) await applyLedgerChanges(tx, extra, { read });
  return true;
}

/** Moves the public activity line of a bet or parlay to its new status. */
export function markActivity(tx: Transaction, streamId: string, wager: Pick<StreamBetDoc, 'id' | 'activityId'>, status: StreamBetStatus | ParlayStatus): void {
  tx.set(db.doc(streamBetPaths.activityEntry(streamId, activityIdOf(wager))), { status }, { merge: true });
}

/** Settles one open bet; true when this call moved its money. */
export function settleStreamBet(streamId: string, betId: string, decision: Decision, streamerName: string | null): Promise<boolean> {
  const ref = db.doc(streamBetPaths.bet(streamId, betId));
  return withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const bet = (await tx.get(ref)).data() as StreamBetDoc | undefined;
      if (!bet || bet.status !== 'open') return false;
      const wager = betStake(bet);
      const match = decision.kind === 'match' ? decision.match : null;
      if (decision.kind === 'refund') {
        const notifications: NotificationInput[] = [{ type: 'refund', variables: { amount: bet.balance, credits: bet.credits, reason: decision.reason, streamer: streamerName } }];
        if (!(await settleWith(tx, wager, { outcome: 'refunded', reason: decision.reason, notifications }, []))) return false;
        tx.update(ref, { status: 'refunded', settledAt: FieldValue.serverTimestamp() });
        markActivity(tx, streamId, bet, 'refunded');
        return true;
      }
      const won = decision.kind === 'admin' ? decision.won : betWins(bet.type, bet.lines, decision.match);
      if (!won) {
        if (!(await settleWith(tx, wager, { outcome: 'lost' }, []))) return false;
        tx.update(ref, { status: 'lost', match, settledAt: FieldValue.serverTimestamp() });
        markActivity(tx, streamId, bet, 'lost');
        return true;
      }
      const { payout, tipAmount } = wonBetMoney(wager.stake, bet.multiplier, bet.tip);
      const tip = tipAmount > 0
        ? [winningsCredit({ uid: streamId, idempotencyKey: `${wagerKeys(wager.wagerId).won}_tip`, type: 'bet_tip', from: [{ bucket: 'house', amount: tipAmount }], tipAmount, reference: wager.reference })]
        : [];
      const variables = { amount: payout, stake: bet.amount, streamId, streamer: streamerName, title: STREAM_BET_TYPE_LABELS[bet.type], odds: bet.multiplier, tipAmount };
      const settlement: WagerSettlement = payout > 0
        ? { outcome: 'won', type: 'bet_completed', payout, notifications: [{ type: 'prop_bet_won', variables }] }
        : { outcome: 'lost' };
      if (!(await settleWith(tx, wager, settlement, tip))) return false;
      tx.update(ref, { status: 'won', payout, tipAmount, match, settledAt: FieldValue.serverTimestamp() });
      markActivity(tx, streamId, bet, 'won');
      return true;
    }),
  );
}

/**
 * Settles one active Kills + Win: the supporter's stake goes to the house and the streamer is paid 150% of it on
 * success or 80% on failure (`parlay_completed`); a refund gives the supporter everything back.
 */
export function settleParlay(streamId: string, parlayId: string, decision: Decision, streamerName: string | null): Promise<boolean> {
  const ref = db.doc(streamBetPaths.parlay(streamId, parlayId));
  return withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const parlay = (await tx.get(ref)).data() as ParlayDoc | undefined;
      if (!parlay || parlay.status !== 'active') return false;
      const wager = parlayStake(parlay);
      const title = 'Kills + Win';
      if (decision.kind === 'refund') {
        const notifications: NotificationInput[] = [{ type: 'refund', variables: { amount: parlay.basePrice, credits: parlay.credits, reason: decision.reason, streamer: streamerName } }];
        if (!(await settleWith(tx, wager, { outcome: 'refunded', reason: decision.reason, notifications }, []))) return false;
        tx.update(ref, { status: 'refunded', settledAt: FieldValue.serverTimestamp() });
        markActivity(tx, streamId, parlay, 'refunded');
        return true;
      }
      const succeeded = decision.kind === 'admin' ? decision.won : parlaySucceeds(parlay.kills.target, decision.match);
      const payout = parlayPayout(parlay.amount, succeeded);
      const supporterNote: NotificationInput = { type: succeeded ? 'challenge_completed' : 'challenge_failed', variables: { streamId, streamer: streamerName, title, amount: parlay.amount } };
      const streamerShare = winningsCredit({
        uid: streamId,
        idempotencyKey: `${wagerKeys(wager.wagerId).won}_streamer`,
        type: 'parlay_completed',
        from: [{ bucket: 'house', amount: payout }],
        reference: wager.reference,
        streamerName,
      });
      const read = await readAll(tx, ledgerReads([streamerShare]));
      if (!(await settleWager(tx, wager, { outcome: 'lost' }, read))) return false;
      await applyLedgerChanges(tx, [streamerShare], { read });
      // The supporter's money moved at placement; the outcome reaches them as a notification.
      tx.create(db.collection(notificationPaths.notifications(parlay.userId)).doc(), { ...supporterNote, timestamp: FieldValue.serverTimestamp() });
      const status: ParlayStatus = succeeded ? 'completed' : 'failed';
      tx.update(ref, { status, payout, match: decision.kind === 'match' ? decision.match : null, settledAt: FieldValue.serverTimestamp() });
      markActivity(tx, streamId, parlay, status);
      return true;
    }),
  );
}
