import { describe, expect, it } from 'vitest';
import {
  betFee,
  chestProgress,
  complementPercent,
  equalShares,
  movedProbabilities,
  oddsFromPercent,
  oddsLabel,
  percentFromOdds,
  priceBattle,
  publishedOdds,
  startingProbabilities,
  winningPayout,
  acceptsOdds,
  oddsChangePreferenceOf,
} from './odds';

describe('starting odds from the slider', () => {
  it('is 100 / p to 2 decimals, the spec bounds being p 66.67 to 33.33', () => {
    expect(oddsFromPercent(50)).toBe(2);
    expect(oddsFromPercent(66.67)).toBe(1.5);
    expect(oddsFromPercent(33.33)).toBe(3);
    expect(oddsFromPercent(40)).toBe(2.5);
    expect(percentFromOdds(2.5)).toBe(40);
  });

  it('links the two sliders and labels them', () => {
    expect(complementPercent(60)).toBe(40);
    expect(complementPercent(66.67)).toBe(33.33);
    expect(oddsLabel(50)).toBe('Even');
    expect(oddsLabel(60)).toBe('Favorite');
    expect(oddsLabel(40)).toBe('Underdog');
  });
});

describe('odds that move with the money', () => {
  it('starts from the normalised starting probabilities', () => {
    const [a, b] = startingProbabilities([2, 2]);
    expect(a).toBeCloseTo(0.5);
    expect(b).toBeCloseTo(0.5);
    const [fav, dog] = startingProbabilities([1.5, 3]);
    expect(fav! + dog!).toBeCloseTo(1);
    expect(fav).toBeCloseTo(2 / 3);
  });

  it('moves each probability by the stakes against the liquidity', () => {
    const [a, b] = movedProbabilities([0.5, 0.5], [10_000, 0], 25_000);
    expect(a).toBeCloseTo((25_000 * 0.5 + 10_000) / 35_000);
    expect(b).toBeCloseTo((25_000 * 0.5) / 35_000);
    expect(a! + b!).toBeCloseTo(1);
  });

  it('publishes (1 - margin) / p rounded down to 2 decimals, within 1.05 and 20', () => {
    expect(publishedOdds(0.5, 0.05)).toBe(1.9);
    expect(publishedOdds(0.3, 0.05)).toBe(3.16);
    expect(publishedOdds(0.99, 0.05)).toBe(1.05);
    expect(publishedOdds(0.01, 0.05)).toBe(20);
    expect(publishedOdds(0.5, 0)).toBe(2);
  });

  it('shortens the side the money goes on and lengthens the other', () => {
    expect(priceBattle({ startingOdds: [2, 2], stakes: [0, 0], liquidity: 25_000, margin: 0.05 })).toEqual([1.9, 1.9]);
    const [backed, other] = priceBattle({ startingOdds: [2, 2], stakes: [5_000, 0], liquidity: 25_000, margin: 0.05 });
    expect(backed).toBe(1.62);
    expect(other).toBe(2.28);
  });
});

describe('fees and payouts', () => {
  it('charges no fee unless the battle uses the reserve', () => {
    expect(betFee(5_000, 1.9, 'player', false)).toEqual({ prize: 0, house: 0, earnings: 0, total: 0 });
  });

  it('charges amount x share x odds per share, rounded to the cent, player 6% and team 8% prize, house 4%', () => {
    expect(betFee(5_000, 1.9, 'player', true)).toEqual({ prize: 570, house: 380, earnings: 0, total: 950 });
    expect(betFee(5_000, 1.9, 'team', true)).toEqual({ prize: 760, house: 380, earnings: 0, total: 1_140 });
    expect(betFee(1_234, 2.37, 'player', true)).toEqual({ prize: 175, house: 117, earnings: 0, total: 292 });
  });

  it("pays stake x odds for the cash and (odds - 1) x the credits' value", () => {
    expect(winningPayout({ cash: 1_000, credits: 0 }, 1.9)).toBe(1_900);
    expect(winningPayout({ cash: 1_000, credits: 2 }, 1.9)).toBe(1_900 + 900);
    expect(winningPayout({ cash: 0, credits: 1 }, 2.55)).toBe(775);
    expect(winningPayout({ cash: 333, credits: 0 }, 1.05)).toBe(350);
  });

  it('shows chest progress capped at 100% and splits a prize in whole cents', () => {
    expect(chestProgress(12_500, 25_000)).toBe(50);
    expect(chestProgress(30_000, 25_000)).toBe(100);
    expect(equalShares(1_000, 3)).toEqual([334, 333, 333]);
    expect(equalShares(0, 2)).toEqual([0, 0]);
  });
});

describe('odds that change between the drawer and the bet', () => {
  it('follows the gamblingOddsChange preference', () => {
    expect(oddsChangePreferenceOf(undefined)).toBe('ask');
    expect(oddsChangePreferenceOf({ gamblingOddsChange: 'any' })).toBe('any');
    expect(oddsChangePreferenceOf({ gamblingOddsChange: 'whatever' })).toBe('ask');
    expect(acceptsOdds(1.9, 1.9, 'ask')).toBe(true);
    expect(acceptsOdds(1.9, 2, 'ask')).toBe(false);
    expect(acceptsOdds(1.9, 1.8, 'ask')).toBe(false);
    expect(acceptsOdds(1.9, 2, 'higher')).toBe(true);
    expect(acceptsOdds(1.9, 1.8, 'higher')).toBe(false);
    expect(acceptsOdds(1.9, 2, 'any')).toBe(true);
    expect(acceptsOdds(1.9, 1.8, 'any')).toBe(true);
  });
});
