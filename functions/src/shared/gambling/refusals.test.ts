import { describe, expect, it } from 'vitest';
import { depositRefusal, type GamblingSubject, moneyInRefusal, payoutRefusal, wagerRefusal } from './refusals';
import { identityMessages } from '../identity/messages';
import { gamblingMessages } from './messages';
import { harmMessages } from '../harm/messages';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-06-30T12:00:00Z');

const active = { enabled: true, startDate: NOW - HOUR, endDate: NOW + HOUR };
const ended = { enabled: true, startDate: NOW - 2 * HOUR, endDate: NOW };
const verified: GamblingSubject = { isVerified: true };

const IDENTITY = { code: 'identity', message: identityMessages.identityRequired };
const EXCLUDED = { code: 'excluded', message: gamblingMessages.gamblingExcluded };
const PAUSED = { code: 'paused', message: gamblingMessages.gamblingPaused };

describe('moneyInRefusal', () => {
  it('lets a verified user with no restrictions put money in', () => {
    expect(moneyInRefusal(verified, NOW)).toBeNull();
    expect(moneyInRefusal({ ...verified, exclusion: 'No', preferences: {} }, NOW)).toBeNull();
  });

  it.each([
    ['no verification flag', {}],
    ['isVerified false', { isVerified: false }],
    ['isVerified as a string', { isVerified: 'true' as unknown as boolean }],
  ])('refuses an unverified user (%s)', (_label, user) => {
    expect(moneyInRefusal(user, NOW)).toEqual(IDENTITY);
  });

  it('refuses a user whose strong indicators of harm put a hold on, until staff lift it', () => {
    const HELD = { code: 'harm-hold', message: harmMessages.held };
    expect(moneyInRefusal({ ...verified, harm: { held: true } }, NOW)).toEqual(HELD);
    expect(depositRefusal({ ...verified, depositLimitDecision: { choice: 'none', at: NOW }, harm: { held: true } }, NOW)).toEqual(HELD);
    expect(wagerRefusal({ ...verified, features: { betting: true }, harm: { held: true } }, { betting: true }, NOW)).toEqual(HELD);
    expect(moneyInRefusal({ ...verified, harm: { held: false } }, NOW)).toBeNull();
    expect(payoutRefusal({ ...verified, harm: { held: true } })).toBeNull();
  });

  it('refuses a user excluded by support', () => {
    expect(moneyInRefusal({ ...verified, exclusion: 'Yes' }, NOW)).toEqual(EXCLUDED);
  });

  it('refuses a self-excluded user while the exclusion runs, and after it ended until support reinstates them', () => {
    expect(moneyInRefusal({ ...verified, preferences: { gamblingSelfExclude: active } }, NOW)).toEqual(EXCLUDED);
    expect(moneyInRefusal({ ...verified, preferences: { gamblingSelfExclude: ended } }, NOW)).toEqual({
      code: 'excluded',
      message: gamblingMessages.exclusionEnded,
    });
    const reinstated = { ...ended, enabled: false };
    expect(moneyInRefusal({ ...verified, preferences: { gamblingSelfExclude: reinstated } }, NOW)).toBeNull();
  });

  it('refuses a paused user while the pause runs, and not after it ended', () => {
    expect(moneyInRefusal({ ...verified, preferences: { gamblingSelfPause: active } }, NOW)).toEqual(PAUSED);
    expect(moneyInRefusal({ ...verified, preferences: { gamblingSelfPause: ended } }, NOW)).toBeNull();
  });

  it('keeps support exclusion in force after a self-exclusion ended', () => {
    expect(moneyInRefusal({ ...verified, exclusion: 'Yes', preferences: { gamblingSelfExclude: ended } }, NOW)).toEqual(EXCLUDED);
  });

  describe('order of refusals: identity, then exclusion, then pause', () => {
    const everything = { exclusion: 'Yes', preferences: { gamblingSelfExclude: active, gamblingSelfPause: active } };

    it('asks for identity first', () => {
      expect(moneyInRefusal({ ...everything, isVerified: false }, NOW)).toEqual(IDENTITY);
    });

    it('reports exclusion before a pause', () => {
      expect(moneyInRefusal({ ...everything, isVerified: true }, NOW)).toEqual(EXCLUDED);
      const selfExcludedAndPaused = { isVerified: true, preferences: { gamblingSelfExclude: active, gamblingSelfPause: active } };
      expect(moneyInRefusal(selfExcludedAndPaused, NOW)).toEqual(EXCLUDED);
    });
  });
});

describe('payoutRefusal', () => {
  it('lets a verified user withdraw', () => {
    expect(payoutRefusal(verified)).toBeNull();
  });

  it('refuses an unverified user', () => {
    expect(payoutRefusal({})).toEqual(IDENTITY);
    expect(payoutRefusal({ isVerified: false })).toEqual(IDENTITY);
  });

  it('keeps withdrawals open while paused or excluded', () => {
    expect(payoutRefusal({ ...verified, exclusion: 'Yes', preferences: { gamblingSelfExclude: active, gamblingSelfPause: active } })).toBeNull();
  });
});

describe('wagerRefusal', () => {
  const bettor: GamblingSubject = { ...verified, features: { betting: true } };
  const ON = { betting: true };
  const OFF = { betting: false };
  const BETTING_DISABLED = { code: 'betting-disabled', message: gamblingMessages.bettingDisabled };
  const BETTING_UNAVAILABLE = { code: 'betting-unavailable', message: gamblingMessages.bettingUnavailable };

  it('lets a verified, unrestricted user with the betting feature stake while betting is on', () => {
    expect(wagerRefusal(bettor, ON, NOW)).toBeNull();
  });

  it('refuses everyone while the global betting flag is off, before anything else', () => {
    expect(wagerRefusal(bettor, OFF, NOW)).toEqual(BETTING_DISABLED);
    expect(wagerRefusal({ exclusion: 'Yes' }, OFF, NOW)).toEqual(BETTING_DISABLED);
  });

  it.each([
    ['no features', {}],
    ['betting false', { features: { betting: false } }],
    ['betting as a string', { features: { betting: 'true' } }],
  ])('refuses a user without the betting feature (%s)', (_label, fields) => {
    expect(wagerRefusal({ ...verified, ...fields }, ON, NOW)).toEqual(BETTING_UNAVAILABLE);
  });

  it('refuses whom moneyInRefusal refuses, with the same code and message', () => {
    expect(wagerRefusal({ ...bettor, isVerified: false }, ON, NOW)).toEqual(IDENTITY);
    expect(wagerRefusal({ ...bettor, exclusion: 'Yes' }, ON, NOW)).toEqual(EXCLUDED);
    expect(wagerRefusal({ ...bettor, preferences: { gamblingSelfExclude: active } }, ON, NOW)).toEqual(EXCLUDED);
    expect(wagerRefusal({ ...bettor, preferences: { gamblingSelfPause: active } }, ON, NOW)).toEqual(PAUSED);
  });

  it('reports identity, exclusion and pause before the missing betting feature', () => {
    expect(wagerRefusal({ isVerified: false }, ON, NOW)).toEqual(IDENTITY);
    expect(wagerRefusal({ ...verified, exclusion: 'Yes' }, ON, NOW)).toEqual(EXCLUDED);
  });
});

describe('depositRefusal', () => {
  const decided: GamblingSubject = { ...verified, depositLimitDecision: { choice: 'limits', at: NOW - HOUR } };

  it('needs the limit decision before a deposit, and lets a decided customer deposit either way', () => {
    expect(depositRefusal(verified, NOW)).toEqual({ code: 'limit-decision', message: gamblingMessages.limitDecisionRequired });
    expect(depositRefusal(decided, NOW)).toBeNull();
    expect(depositRefusal({ ...verified, depositLimitDecision: { choice: 'none', at: NOW } }, NOW)).toBeNull();
  });

  it('reports identity, exclusion and pause first, and stakes do not need the decision', () => {
    expect(depositRefusal({}, NOW)).toEqual(IDENTITY);
    expect(depositRefusal({ ...decided, preferences: { gamblingSelfPause: active } }, NOW)).toEqual(PAUSED);
    expect(moneyInRefusal(verified, NOW)).toBeNull();
  });
});
