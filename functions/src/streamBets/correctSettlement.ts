import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { applyLedgerChanges, INSUFFICIENT_FUNDS, type LedgerChange } from '../ledger/ledger';
import { withContentionRetry } from '../ledger/moneyLock';
import { STREAM_BET_TYPE_LABELS } from '../shared/games/catalogue';
import type { LedgerReference } from '../shared/ledger/types';
import { notificationPaths } from '../shared/notifications/firestorePaths';
import type { ParlayStatus, StreamBetStatus } from '../shared/streamBets/constants';
import { streamBetPaths } from '../shared/streamBets/firestorePaths';
import { formatStreamBetMessage, streamBetMessages } from '../shared/streamBets/messages';
import { parlayPayout, wonBetMoney } from '../shared/streamBets/pricing';
import type { ParlayDoc, StreamBetDoc } from '../shared/streamBets/types';
import { wagerKeys } from '../wagers/wagerKeys';
import { betStake, markActivity, parlayStake } from './settleStreamBet';

/**
 * Corrections of settled stream bets and Kills + Win (an admin finds the settlement was made on wrong data).
 *
 * Every settled outcome has released the stake's cash from `wagers_held` already (won, lost and refunded alike), so
 * a correction only moves the difference between what the earlier outcome paid and what the new one pays: to or
 * from the bettor (cash, and credits for a refund), to or from the streamer (a bet's tip, a Kills + Win share), with
 * the house on the other side. All of it is one transaction whose ledger keys carry the correction's number, and
 * the document records that number: repeating the same correction finds the new status and moves nothing.
 * When a balance no longer covers what has to be taken back, the correction is refused and nothing changes.
 */
interface SettledMoney {
  bettorCash: number;
  bettorCredits: number;
  streamerCash: number;
}

type SettledBetStatus = Exclude<StreamBetStatus, 'open'>;
type SettledParlayStatus = Exclude<ParlayStatus, 'active'>;

interface Correction {
  bettor: string;
  streamId: string;
  wagerId: string;
  reference: LedgerReference;
  number: number;
  from: SettledMoney;
  to: SettledMoney;
  reason: string;
  notification: Record<string, unknown>;
}

function correctionChanges(correction: Correction): LedgerChange[] {
  const key = `${wagerKeys(correction.wagerId).stake}_correction${correction.number}`;
  const cash = correction.to.bettorCash - correction.from.bettorCash;
  const credits = correction.to.bettorCredits - correction.from.bettorCredits;
  const streamerCash = correction.to.streamerCash - correction.from.streamerCash;
  const common = { type: 'admin_adjustment' as const, reason: correction.reason, reference: correction.reference };
  const changes: LedgerChange[] = [];
  if (cash !== 0 || credits !== 0) {
    changes.push({ ...common, uid: correction.bettor, idempotencyKey: key, cash, credits, house: cash !== 0 ? [{ bucket: 'house', amount: -cash }] : [] });
  }
  if (streamerCash !== 0) {
    changes.push({ ...common, uid: correction.streamId, idempotencyKey: `${key}_streamer`, cash: streamerCash, house: [{ bucket: 'house', amount: -streamerCash }] });
  }
  return changes;
}

/** Moves the correction's money and tells the bettor; reads happen first (in the ledger), so call before other writes. */
async function applyCorrection(tx: Transaction, correction: Correction): Promise<void> {
  const changes = correctionChanges(correction);
  if (changes.length > 0) await applyLedgerChanges(tx, changes);
  tx.create(db.collection(notificationPaths.notifications(correction.bettor)).doc(), {
    type: 'bet_corrected',
    variables: {
      ...correction.notification,
      amount: correction.to.bettorCash - correction.from.bettorCash,
      credits: correction.to.bettorCredits - correction.from.bettorCredits,
    },
    timestamp: FieldValue.serverTimestamp(),
  });
}

/** Runs a correction's transaction; a balance that cannot cover it refuses it with the product's message. */
async function runCorrection(run: (tx: Transaction) => Promise<boolean>): Promise<boolean> {
  try {
    return await withContentionRetry(() => db.runTransaction(run));
  } catch (error) {
    if (error instanceof HttpsError && error.message === INSUFFICIENT_FUNDS) throw new HttpsError('failed-precondition', streamBetMessages.correctionUncovered);
    throw error;
  }
}

function betMoney(bet: StreamBetDoc, status: SettledBetStatus): SettledMoney & { payout: number; tipAmount: number } {
  if (status === 'refunded') return { bettorCash: bet.balance, bettorCredits: bet.credits, streamerCash: 0, payout: 0, tipAmount: 0 };
  if (status === 'lost') return { bettorCash: 0, bettorCredits: 0, streamerCash: 0, payout: 0, tipAmount: 0 };
  const { payout, tipAmount } = bet.status === 'won' ? bet : wonBetMoney({ cash: bet.balance, credits: bet.credits }, bet.multiplier, bet.tip);
  return { bettorCash: payout, bettorCredits: 0, streamerCash: tipAmount, payout, tipAmount };
}

/** Changes a settled bet to `status`; true when this call moved the money, false when it already had that status. */
export function correctStreamBet(streamId: string, betId: string, status: SettledBetStatus, streamerName: string | null): Promise<boolean> {
  const ref = db.doc(streamBetPaths.bet(streamId, betId));
  return runCorrection(async (tx) => {
    const bet = (await tx.get(ref)).data() as StreamBetDoc | undefined;
    if (!bet) throw new HttpsError('not-found', streamBetMessages.betNotFound);
    if (bet.status === status) return false;
    if (bet.status === 'open') throw new HttpsError('failed-precondition', streamBetMessages.notSettled);
    const wager = betStake(bet);
    const number = (bet.corrections ?? 0) + 1;
    const title = STREAM_BET_TYPE_LABELS[bet.type];
    const to = betMoney(bet, status);
    await applyCorrection(tx, {
      bettor: bet.userId,
      streamId,
      wagerId: wager.wagerId,
      reference: wager.reference,
      number,
      from: betMoney(bet, bet.status),
      to,
      reason: formatStreamBetMessage.correctionReason(title, bet.status, status),
      notification: { streamId, streamer: streamerName, title, from: bet.status, to: status },
    });
    tx.update(ref, { status, payout: to.payout, tipAmount: to.tipAmount, corrections: number, correctedAt: FieldValue.serverTimestamp() });
    markActivity(tx, streamId, bet, status);
    return true;
  });
}

function parlayMoney(parlay: ParlayDoc, status: SettledParlayStatus): SettledMoney {
  if (status === 'refunded') return { bettorCash: parlay.basePrice, bettorCredits: parlay.credits, streamerCash: 0 };
  const streamerCash = parlay.status === status ? parlay.payout : parlayPayout(parlay.amount, status === 'completed');
  return { bettorCash: 0, bettorCredits: 0, streamerCash };
}

/** The same for a settled Kills + Win: completed, failed or refunded. */
export function correctParlay(streamId: string, parlayId: string, status: SettledParlayStatus, streamerName: string | null): Promise<boolean> {
  const ref = db.doc(streamBetPaths.parlay(streamId, parlayId));
  return runCorrection(async (tx) => {
    const parlay = (await tx.get(ref)).data() as ParlayDoc | undefined;
    if (!parlay) throw new HttpsError('not-found', streamBetMessages.parlayNotFound);
    if (parlay.status === status) return false;
    if (parlay.status === 'active') throw new HttpsError('failed-precondition', streamBetMessages.notSettled);
    const wager = parlayStake(parlay);
    const number = (parlay.corrections ?? 0) + 1;
    const title = 'Kills + Win';
    const to = parlayMoney(parlay, status);
    await applyCorrection(tx, {
      bettor: parlay.userId,
      streamId,
      wagerId: wager.wagerId,
      reference: wager.reference,
      number,
      from: parlayMoney(parlay, parlay.status),
      to,
      reason: formatStreamBetMessage.correctionReason(title, parlay.status, status),
      notification: { streamId, streamer: streamerName, title, from: parlay.status, to: status },
    });
    tx.update(ref, { status, payout: to.streamerCash, corrections: number, correctedAt: FieldValue.serverTimestamp() });
    markActivity(tx, streamId, parlay, status);
    return true;
  });
}
