import { describe, expect, it } from 'vitest';
import type { RecordedMovement } from '../ledger/rollups';
import type { LedgerEntry } from '../shared/ledger/types';
import { harmCountsOf } from './harmCounts';

type UserMovement = Extract<RecordedMovement, { kind: 'user' }>;
/** 12:00 and 00:30 UK time (summer time: UTC+1). */
const NOON = Date.parse('2026-06-30T11:00:00Z');
const HALF_PAST_MIDNIGHT = Date.parse('2026-06-29T23:30:00Z');

function movement(entry: Partial<LedgerEntry<unknown>>, at: number, wager: UserMovement['wager'] = null): UserMovement {
  return { kind: 'user', uid: 'u1', entry: { amount: 0, balanceAfter: 0, ...entry } as LedgerEntry<unknown>, legs: [], wager, at };
}

describe('what a money movement adds to the customer’s day', () => {
  it('adds a deposit, counting it as a reload when the balance was under £1, and marks the night once it is late', () => {
    expect(harmCountsOf(movement({ type: 'add_balance', amount: 2_500, balanceAfter: 2_550 }, NOON))).toEqual({ counts: { deposits: 2_500, emptyDeposits: 1 }, night: false });
    expect(harmCountsOf(movement({ type: 'add_balance', amount: 2_500, balanceAfter: 5_000 }, NOON))).toEqual({ counts: { deposits: 2_500 }, night: false });
    expect(harmCountsOf(movement({ type: 'add_balance', amount: 2_500, balanceAfter: 5_000 }, HALF_PAST_MIDNIGHT))).toEqual({ counts: { deposits: 2_500 }, night: true });
  });

  it('adds nothing for a stake by day or a stake of Bonus Credits only, and only the night mark for a cash stake late at night', () => {
    expect(harmCountsOf(movement({ type: 'bet_placed', amount: -1_000 }, NOON, { cash: 1_000, credits: 0 }))).toBeNull();
    expect(harmCountsOf(movement({ type: 'bet_placed', amount: 0 }, HALF_PAST_MIDNIGHT, { cash: 0, credits: 2 }))).toBeNull();
    expect(harmCountsOf(movement({ type: 'bet_placed', amount: -1_000 }, HALF_PAST_MIDNIGHT, { cash: 1_000, credits: 0 }))).toEqual({ counts: {}, night: true });
  });
});
