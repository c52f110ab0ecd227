import { AggregateField } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { BONUS_CREDIT_CENTS } from '../shared/core/money';
import { type ActivityType, type UserActivityRow } from '../shared/admin/types';
import { ledgerPaths } from '../shared/ledger/firestorePaths';
import type { LedgerType } from '../shared/ledger/types';

/** A slice of one user's ledger: entries of one type, optionally only those whose idempotency key has a prefix. */
interface Slice {
  type: LedgerType;
  prefix?: string;
}

/** Each wager's entries are keyed `wager_{product}_…` (wagers/wagerKeys.ts), so a key prefix tells its product. */
const wager = (product: string) => `wager_${product}_`;
const refunds = (prefix: string): Slice[] => [{ type: 'refund', prefix }];

/** Which ledger entries make each figure of each row (README, "User activity"). */
interface RowSlices {
  stakes: Slice[];
  won?: Slice[];
  tips?: Slice[];
  donated?: Slice[];
  refunds: Slice[];
}

const WAGER_ROWS: Record<Exclude<ActivityType, 'deposits' | 'withdrawals'>, RowSlices> = {
  battleBets: {
    stakes: [{ type: 'bet_placed', prefix: wager('battle') }],
    won: [{ type: 'bet_completed', prefix: wager('battle') }],
    refunds: refunds(wager('battle')),
  },
  streamBets: {
    stakes: [{ type: 'bet_placed', prefix: wager('stream') }],
    won: [{ type: 'bet_completed', prefix: wager('stream') }],
    tips: [{ type: 'bet_tip' }],
    refunds: refunds(wager('stream')),
  },
  parlays: { stakes: [{ type: 'parlay_placed' }], donated: [{ type: 'parlay_completed' }], refunds: refunds(wager('parlay')) },
  challenges: {
    stakes: [{ type: 'challenge_placed' }, { type: 'challenge_add_cash' }],
    donated: [{ type: 'challenge_completed' }],
    refunds: refunds(wager('challenge')),
  },
  events: { stakes: [{ type: 'event_enter' }, { type: 'event_add_cash' }], won: [{ type: 'event_completed' }], refunds: refunds(wager('event')) },
};

interface Sums {
  count: number;
  /** Cash plus Bonus Credits at cash value, in cents, as the entries changed the balance. */
  value: number;
}

/** One aggregation (count and two sums over indexed fields) per slice: a bounded read whatever the ledger's size. */
async function sumSlices(uid: string, slices: readonly Slice[] = []): Promise<Sums> {
  const all = await Promise.all(
    slices.map(async ({ type, prefix }) => {
      let query = db.collection(ledgerPaths.transactions(uid)).where('type', '==', type);
      if (prefix) query = query.where('idempotencyKey', '>=', prefix).where('idempotencyKey', '<', `${prefix}\uf8ff`);
      const snap = await query.aggregate({ count: AggregateField.count(), amount: AggregateField.sum('amount'), credits: AggregateField.sum('credits') }).get();
      const { count, amount, credits } = snap.data();
      return { count, value: (amount ?? 0) + (credits ?? 0) * BONUS_CREDIT_CENTS };
    }),
  );
  return all.reduce((sum, part) => ({ count: sum.count + part.count, value: sum.value + part.value }), { count: 0, value: 0 });
}

async function wagerRow(uid: string, type: ActivityType, slices: RowSlices): Promise<UserActivityRow> {
  const [stakes, won, tips, donated, refunded] = await Promise.all([
    sumSlices(uid, slices.stakes),
    sumSlices(uid, slices.won),
    sumSlices(uid, slices.tips),
    sumSlices(uid, slices.donated),
    sumSlices(uid, slices.refunds),
  ]);
  const paidAmount = -stakes.value;
  return {
    type,
    count: stakes.count,
    paidAmount,
    wonAmount: won.value,
    tipAmount: tips.value,
    donatedAmount: donated.value,
    netAmount: won.value + tips.value + donated.value + refunded.value - paidAmount,
  };
}

const moneyRow = (type: ActivityType, count: number, paidAmount: number, netAmount: number): UserActivityRow => ({
  type,
  count,
  paidAmount,
  wonAmount: 0,
  tipAmount: 0,
  donatedAmount: 0,
  netAmount,
});

/** A user's activity by product, one row per ACTIVITY_TYPES entry and in its order, from aggregations over their ledger. */
export async function userActivities(uid: string): Promise<UserActivityRow[]> {
  const [wagerRows, deposits, payouts, payoutRefunds] = await Promise.all([
    Promise.all(Object.entries(WAGER_ROWS).map(([type, slices]) => wagerRow(uid, type as ActivityType, slices))),
    sumSlices(uid, [{ type: 'add_balance' }]),
    sumSlices(uid, [{ type: 'payout' }]),
    sumSlices(uid, refunds('payout_refund_')),
  ]);
  const withdrawn = -(payouts.value + payoutRefunds.value);
  return [...wagerRows, moneyRow('deposits', deposits.count, deposits.value, deposits.value), moneyRow('withdrawals', payouts.count, withdrawn, -withdrawn)];
}
