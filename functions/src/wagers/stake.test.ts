import { describe, expect, it } from 'vitest';
import { assertValidStake, fundsRefusal, limitRefusal, stakeCaps, stakeValue } from './stake';
import { wagerKeys } from './wagerKeys';
import { LIMIT_MAX_CENTS } from '../shared/preferences/limitMaxima';
import { BATTLE_LIMIT_LABELS, STREAM_LIMIT_LABELS, wagerMessages } from '../shared/wagers/messages';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const battle = { perBet: 5_000, perMatch: 30_000, matchKey: 'battle_1', labels: BATTLE_LIMIT_LABELS };

describe('stake value', () => {
  it('counts each credit at $5', () => {
    expect(stakeValue({ cash: 1_250, credits: 3 })).toBe(2_750);
  });

  it.each([
    { cash: 0, credits: 0 },
    { cash: -500, credits: 2 },
    { cash: 10.5, credits: 0 },
    { cash: 500, credits: 1.5 },
  ])('refuses %o', (stake) => {
    expect(() => assertValidStake(stake)).toThrow();
  });
});

describe('stake caps', () => {
  it("takes the lower of the product's cap and the user's limit", () => {
    expect(stakeCaps(battle, undefined, NOW)).toEqual({ bet: 5_000, match: 30_000 });
    const own = { gamblingBetLimits: { bet: 2_000, match: 25_000, updatedAt: null } };
    const smallMatch = { ...battle, perMatch: 20_000 };
    expect(stakeCaps(smallMatch, own, NOW)).toEqual({ bet: 2_000, match: 20_000 });
    expect(stakeCaps({ matchKey: 'stream_1', labels: STREAM_LIMIT_LABELS }, own, NOW)).toEqual({ bet: 2_000, match: 25_000 });
  });

  it('counts a user limit stored above the maximum as the maximum', () => {
    const own = { gamblingBetLimits: { bet: 2_000, match: 40_000, updatedAt: null } };
    expect(stakeCaps({ matchKey: 'stream_1', labels: STREAM_LIMIT_LABELS }, own, NOW)).toEqual({ bet: 2_000, match: LIMIT_MAX_CENTS.match });
  });

  it('applies a pending increase once it is due, and not before', () => {
    const pending = (effectiveAt: number) => ({
      gamblingBetLimits: { bet: 1_000, match: 30_000, updatedAt: null, pending: { bet: { amount: 4_000, effectiveAt } } },
    });
    expect(stakeCaps(battle, pending(NOW + 1), NOW).bet).toBe(1_000);
    expect(stakeCaps(battle, pending(NOW), NOW).bet).toBe(4_000);
  });

  it('brings the user limit down to a maximum lowered in configuration', () => {
    const own = { gamblingBetLimits: { bet: 4_000, match: 40_000, updatedAt: null } };
    const maxima = { ...LIMIT_MAX_CENTS, bet: 1_500, match: 20_000 };
    expect(stakeCaps(battle, own, NOW, maxima)).toEqual({ bet: 1_500, match: 20_000 });
    expect(stakeCaps(battle, undefined, NOW, maxima)).toEqual({ bet: 1_500, match: 20_000 });
  });
});

describe('limit refusal', () => {
  const caps = { bet: 5_000, match: 30_000 };

  it('lets a stake through up to both limits exactly', () => {
    expect(limitRefusal(5_000, caps, 25_000, BATTLE_LIMIT_LABELS)).toBeNull();
  });

  it('names the per-bet limit first, with the amount over', () => {
    expect(limitRefusal(6_234, caps, 29_000, BATTLE_LIMIT_LABELS)).toBe('Bet limit exceeded by $12.34');
    expect(limitRefusal(5_001, caps, 0, STREAM_LIMIT_LABELS)).toBe('Bet Limit exceeded by $0.01');
  });

  it('then what is left of the match, never less than nothing', () => {
    expect(limitRefusal(2_000, caps, 29_000, BATTLE_LIMIT_LABELS)).toBe('Battle limit exceeded by $10.00');
    expect(limitRefusal(500, caps, 31_000, STREAM_LIMIT_LABELS)).toBe('Match Limit exceeded by $5.00');
  });
});

describe('funds refusal', () => {
  it('needs the cash in the balance and the credits in the credits', () => {
    expect(fundsRefusal({ balance: 1_000, credits: 1 }, { cash: 1_000, credits: 1 })).toBeNull();
    expect(fundsRefusal({ balance: 999, credits: 5 }, { cash: 1_000, credits: 0 })).toBe(wagerMessages.insufficientFunds);
    expect(fundsRefusal({ balance: 5_000, credits: 1 }, { cash: 0, credits: 2 })).toBe(wagerMessages.insufficientCredits);
  });
});

describe('wager keys', () => {
  it('gives the stake and each way a wager ends a key of its own, derived from the wager id', () => {
    expect(wagerKeys('bet42')).toEqual({ stake: 'wager_bet42', won: 'wager_bet42_won', lost: 'wager_bet42_lost', refund: 'wager_bet42_refund' });
  });
});
