
import type { HouseLeg, LedgerChange, NotificationInput } from './ledger';
import type { HouseBucket, LedgerReference } from '../shared/ledger/types';

/**
 * Builders for the ledger changes later features make: reserve a stake, pay winnings, refund. Each returns a
 * balanced LedgerChange for applyLedgerChanges, so callers cannot forget the house side.
 */
interface Common {
  uid: string;
  idempotencyKey: string;
  reference: LedgerReference;
  sessionId?: string | null;
  streamerName?: string | null;
  notifications?: NotificationInput[];
}

/**
 * Reserves a stake of `cash` cents and `credits` Bonus Credits; the cash is held until settlement. A fee (a reserve
 * battle's) is charged on top of the stake, each part straight to its bucket; the entry's `fee` is its total and
 * its `netAmount` the stake alone.
 */
export function wagerDebit(
  input: Common & {
    type: 'bet_placed' | 'challenge_placed' | 'parlay_placed' | 'event_enter' | 'event_add_cash' | 'challenge_add_cash';
    cash: number;
    credits?: number;
    fee?: HouseLeg[];
  },
): LedgerChange {
  const credits = input.credits ?? 0;
  if (input.cash < 0 || credits < 0 || input.cash + credits === 0) throw new Error('A stake is positive');
  const feeLegs = (input.fee ?? []).filter((leg) => leg.amount !== 0);
  if (feeLegs.some((leg) => leg.amount < 0)) throw new Error('A fee is positive');
  const fee = feeLegs.reduce((sum, leg) => sum + leg.amount, 0);
  return {
    ...input,
    cash: -(input.cash + fee),
    credits: -credits,
    fee,
    house: [{ bucket: 'wagers_held', amount: input.cash }, ...feeLegs],
    wager: { cash: input.cash, credits },
  };
}

/** Pays `cash` cents to the user out of the given house buckets (stakes held, prize reserve, house). */
export function winningsCredit(
  input: Common & { type: 'bet_completed' | 'challenge_completed' | 'parlay_completed' | 'event_completed' | 'battle_prize' | 'battle_earnings' | 'bet_tip'; from: HouseLeg[]; fee?: number; tipAmount?: number },
): LedgerChange {
  const paid = input.from.reduce((sum, leg) => sum + leg.amount, 0);
  if (paid <= 0) throw new Error('Winnings are positive');
  return { ...input, cash: paid, house: input.from.map((leg) => ({ bucket: leg.bucket, amount: -leg.amount })) };
}

/** Gives back cash (and credits) taken earlier, out of `from` (stakes held, payouts in flight). */
export function refundCredit(input: Common & { cash: number; credits?: number; from: HouseBucket; reason: string }): LedgerChange {
  if (input.cash < 0 || (input.credits ?? 0) < 0) throw new Error('A refund is positive');
  return {
    ...input,
    type: 'refund',
    cash: input.cash,
    credits: input.credits ?? 0,
    house: input.cash > 0 ? [{ bucket: input.from, amount: -input.cash }] : [],
  };
}
