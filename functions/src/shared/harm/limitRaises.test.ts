import { describe, expect, it } from 'vitest';
import { limitRaisesIn } from './limitRaises';
import { defaultPreferences } from '../preferences/preferences';

const NOW = Date.parse('2026-06-30T12:00:00Z');
const DAY = 86_400_000;

describe('limitRaisesIn', () => {
  const stored = defaultPreferences();
  const lowered = { ...stored, gamblingDepositLimits: { ...stored.gamblingDepositLimits, daily: 5_000, updatedAt: NOW } };

  it('counts each increase asked for, deposit and bet limits alike', () => {
    const next = {
      gamblingDepositLimits: { ...lowered.gamblingDepositLimits, pending: { daily: { amount: 10_000, effectiveAt: NOW + DAY } } },
      gamblingBetLimits: { ...stored.gamblingBetLimits, pending: { bet: { amount: 9_000, effectiveAt: NOW + DAY } } },
    };
    expect(limitRaisesIn(lowered, next)).toBe(2);
  });

  it('does not count a decrease, or an increase already pending', () => {
    expect(limitRaisesIn(stored, lowered)).toBe(0);
    const pending = { ...lowered, gamblingDepositLimits: { ...lowered.gamblingDepositLimits, pending: { daily: { amount: 10_000, effectiveAt: NOW + DAY } } } };
    expect(limitRaisesIn(pending, pending)).toBe(0);
  });
});
