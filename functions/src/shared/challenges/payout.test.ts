import { describe, expect, it } from 'vitest';
import { completionSplit, contributionValue, potValue, refundOf } from './payout';

describe('challenge payouts', () => {
  it('values a contribution as its cash plus $5 a credit, and the pot as their sum', () => {
    expect(contributionValue({ cash: 1_250, credits: 2 })).toBe(2_250);
    expect(potValue([{ cash: 1_000, credits: 0 }, { cash: 0, credits: 3 }, { cash: 2_599, credits: 1 }])).toBe(5_599);
    expect(potValue([])).toBe(0);
  });

  it('gives the streamer 90% rounded down to the cent and the house the rest', () => {
    expect(completionSplit(10_000)).toEqual({ streamer: 9_000, house: 1_000 });
    expect(completionSplit(5_599)).toEqual({ streamer: 5_039, house: 560 });
    expect(completionSplit(1)).toEqual({ streamer: 0, house: 1 });
    expect(completionSplit(0)).toEqual({ streamer: 0, house: 0 });
  });

  it('refuses a pot that is not whole cents', () => {
    expect(() => completionSplit(10.5)).toThrow();
    expect(() => completionSplit(-1)).toThrow();
  });

  it('refunds each contributor exactly what they paid', () => {
    expect(refundOf({ cash: 700, credits: 2 })).toEqual({ cash: 700, credits: 2 });
  });
});
