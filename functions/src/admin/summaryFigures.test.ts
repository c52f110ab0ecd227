import { describe, expect, it } from 'vitest';
import { isActivity, streamDelta, summaryDelta, type SummaryMovement } from './summaryFigures';

const movement = (fields: Partial<SummaryMovement>): SummaryMovement => ({
  uid: 'u1',
  type: 'bet_placed',
  amount: 0,
  netAmount: 0,
  credits: 0,
  referenceKind: null,
  legs: [],
  ...fields,
});

describe('what one ledger movement adds to the Summary', () => {
  it('counts a stake at its cash without the fee plus its credits at $5, and the fee legs in their buckets', () => {
    const stake = movement({
      amount: -1_050,
      netAmount: -1_000,
      credits: -2,
      legs: [
        { bucket: 'wagers_held', amount: 1_000 },
        { bucket: 'house', amount: 30 },
        { bucket: 'prize', amount: 20 },
      ],
    });
    expect(summaryDelta(stake)).toEqual({
      'bets.count': 1,
      'bets.total': 2_000,
      'wagers.count': 1,
      'wagers.cash': 1_000,
      'wagers.credits': 2,
      'wagers.total': 2_000,
      'buckets.house': 30,
      'buckets.prize': 20,
    });
    expect(isActivity(stake)).toBe(true);
  });

  it('counts a completion as paid, a deposit under accounts, and a house-only movement by its legs alone', () => {
    expect(summaryDelta(movement({ type: 'challenge_completed', amount: 900, legs: [{ bucket: 'wagers_held', amount: -900 }] }))).toEqual({ 'challenges.paid': 900 });
    expect(summaryDelta(movement({ type: 'add_balance', amount: 2_500 }))).toEqual({ 'accounts.count': 1, 'accounts.total': 2_500 });
    const sweep = movement({ uid: null, type: 'house_transfer', legs: [{ bucket: 'fees', amount: -40 }, { bucket: 'house', amount: 40 }] });
    expect(summaryDelta(sweep)).toEqual({ 'buckets.fees': -40, 'buckets.house': 40 });
    expect(isActivity(sweep)).toBe(false);
  });

  it('adds nothing for a Bonus Credit transfer', () => {
    expect(summaryDelta(movement({ type: 'bonus_transfer', credits: 1 }))).toEqual({});
  });
});

describe('what one ledger movement adds to its stream\'s line', () => {
  it('counts a stream bet or Kills + Win stake and what is paid on it, under the stream it references', () => {
    const onStream = { referenceKind: 'stream', referenceId: 's1' };
    expect(streamDelta(movement({ ...onStream, netAmount: -1_000, credits: -1 }))).toEqual({ streamId: 's1', delta: { count: 1, total: 1_500 } });
    expect(streamDelta(movement({ ...onStream, type: 'parlay_completed', amount: 4_000 }))).toEqual({ streamId: 's1', delta: { paid: 4_000 } });
  });

  it('counts nothing for a battle bet, a challenge on a stream, or a house-only movement', () => {
    expect(streamDelta(movement({ referenceKind: 'battle', referenceId: 'b1', netAmount: -1_000 }))).toBeNull();
    expect(streamDelta(movement({ referenceKind: 'stream', referenceId: 's1', type: 'challenge_placed', netAmount: -1_000 }))).toBeNull();
    expect(streamDelta(movement({ uid: null, referenceKind: 'stream', referenceId: 's1', type: 'house_transfer' }))).toBeNull();
  });
});
