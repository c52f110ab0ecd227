import { describe, expect, it } from 'vitest';
import { leaderboardDelta } from './leaderboardFigures';

describe('what a ledger entry adds to the leaderboards', () => {
  it('counts each kind of stake at its cash without the fee plus Bonus Credits at $5', () => {
    expect(leaderboardDelta({ type: 'bet_placed', netAmount: -700, credits: 0 })).toEqual({ count: 'betCount', total: 'betTotal', value: 700 });
    expect(leaderboardDelta({ type: 'challenge_add_cash', netAmount: -500, credits: -1 })).toEqual({ count: 'challengeCount', total: 'challengeTotal', value: 1_000 });
    expect(leaderboardDelta({ type: 'parlay_placed', netAmount: -1_500, credits: 0 })).toMatchObject({ total: 'parlayTotal', value: 1_500 });
    expect(leaderboardDelta({ type: 'event_enter', netAmount: 0, credits: -2 })).toMatchObject({ total: 'eventTotal', value: 1_000 });
  });

  it('counts nothing for payouts, refunds, deposits or withdrawals', () => {
    for (const type of ['bet_completed', 'event_completed', 'refund', 'add_balance', 'payout', 'bonus_transfer']) {
      expect(leaderboardDelta({ type, netAmount: 1_000, credits: 0 }), type).toBeNull();
    }
  });
});
