import type { RecordedMovement } from '../ledger/rollups';
import { EMPTY_BALANCE_CENTS, isLateNight } from '../shared/harm/indicators';
import type { HarmCounter } from './harmDays';

/**
 * What one user movement adds to the customer's day, only what an indicator reads: a deposit's amount (and whether
 * the balance was empty), and the night-time mark for a deposit or a cash stake made late at night. A stake by day
 * adds nothing (no indicator reads stakes), so it writes no day and wakes no trigger.
 */
export function harmCountsOf(movement: Extract<RecordedMovement, { kind: 'user' }>): { counts: Partial<Record<HarmCounter, number>>; night: boolean } | null {
  const { entry, wager, at } = movement;
  const deposit = entry.type === 'add_balance' && entry.amount > 0;
  const stake = Boolean(wager && wager.cash > 0);
  if (!deposit && !(stake && isLateNight(at))) return null;
  const counts: Partial<Record<HarmCounter, number>> = {};
  if (deposit) {
    counts.deposits = entry.amount;
    if (entry.balanceAfter - entry.amount < EMPTY_BALANCE_CENTS) counts.emptyDeposits = 1;
  }
  return { counts, night: isLateNight(at) };
}
