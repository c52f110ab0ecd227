import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { PAYMENT_TYPES, STAKE_TYPES } from '../admin/summaryFigures';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { BONUS_CREDIT_CENTS } from '../shared/core/money';
import { ledgerPaths } from '../shared/ledger/firestorePaths';
import { monthAt, type MonthlyHistoryRow } from '../shared/wallet/history';
import { historyScope } from './historyScope';

const DEPOSIT_TYPES = ['add_balance'];

/** Count and sums of the user's entries of `types` in one month: one aggregation query (index: type, timestamp). */
async function sumEntries(uid: string, types: readonly string[], startMs: number, endMs: number) {
  const snap = await db
    .collection(ledgerPaths.transactions(uid))
    .where('type', 'in', types)
    .where('timestamp', '>=', Timestamp.fromMillis(startMs))
    .where('timestamp', '<', Timestamp.fromMillis(endMs))
    .aggregate({ count: AggregateField.count(), amount: AggregateField.sum('amount'), netAmount: AggregateField.sum('netAmount'), credits: AggregateField.sum('credits') })
    .get();
  const { count, amount, netAmount, credits } = snap.data();
  return { count, amount: amount ?? 0, netAmount: netAmount ?? 0, credits: credits ?? 0 };
}

async function monthOf(uid: string, month: { month: string; startMs: number; endMs: number }): Promise<MonthlyHistoryRow> {
  const [deposits, stakes, payments] = await Promise.all(
    [DEPOSIT_TYPES, STAKE_TYPES, PAYMENT_TYPES].map((types) => sumEntries(uid, types, month.startMs, month.endMs)),
  );
  const cash = -stakes!.netAmount;
  const credits = -stakes!.credits;
  const total = cash + credits * BONUS_CREDIT_CENTS;
  return {
    month: month.month,
    deposits: { count: deposits!.count, total: deposits!.amount },
    wagers: { count: stakes!.count, cash, credits, total },
    winnings: { count: payments!.count, total: payments!.amount },
    net: payments!.amount - total,
  };
}

/**
 * A user's money month by month, newest month first: deposits, wagers (what was staked, cash and Bonus Credits at
 * their cash value, fees and tips aside) and winnings (what was paid out on them), from aggregation queries over
 * the user's ledger, three per month; the entries themselves are never read.
 */
export const getMonthlyHistory = defineCallable('getMonthlyHistory', {}, async (data, caller) => {
  const now = Date.now();
  const { userId, months: count, from } = historyScope(data, caller, now);
  const scope = { userId, months: count, from };
  const months = Array.from({ length: scope.months }, (_, back) => monthAt(now, back));
  const history = await Promise.all(months.map((month) => monthOf(scope.userId, month)));
  return { ...scope, history };
});
