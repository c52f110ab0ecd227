import { DEFAULT_STREAM_MARGIN } from '../streamBets/constants';
import { describe, expect, it } from 'vitest';
import { battleSettingsOf, DEFAULT_BATTLE_SETTINGS } from '../battles/settings';
import { DEFAULT_BONUS_CONFIG } from '../wallet/bonus';
import { DEFAULT_FLAGS, flagsOf } from './featureFlags';
import { appSettingsOf, DEFAULT_REALITY_CHECK_UNIT_MS } from './appSettings';
import { DEFAULT_USD_TO_GBP, usdCentsToPence } from '../wallet/currency';
import { LIMIT_MAX_CENTS } from '../preferences/limitMaxima';

describe('flagsOf', () => {
  it('uses the defaults when config/flags is missing: PayPal on, betting, geoblock and TrueLayer off', () => {
    expect(DEFAULT_FLAGS).toEqual({ betting: false, geoblock: false, truelayer: false, paypal: true });
    for (const raw of [undefined, null, {}, 'on', 1]) expect(flagsOf(raw)).toEqual(DEFAULT_FLAGS);
  });

  it('takes each boolean flag that is set', () => {
    expect(flagsOf({ betting: true, truelayer: true, paypal: false })).toEqual({ betting: true, geoblock: false, truelayer: true, paypal: false });
  });

  it('ignores flags that are not booleans', () => {
    expect(flagsOf({ betting: 'true', geoblock: 1, truelayer: null, paypal: 'false' })).toEqual(DEFAULT_FLAGS);
  });

  it('ignores unknown flags', () => {
    expect(flagsOf({ freeMoney: true })).toEqual(DEFAULT_FLAGS);
  });

  it('does not hand out the shared defaults object', () => {
    const flags = flagsOf(undefined);
    flags.betting = true;
    expect(DEFAULT_FLAGS.betting).toBe(false);
  });
});

describe('appSettingsOf', () => {
  it('uses the defaults when config/app is missing', () => {
    for (const raw of [undefined, null, {}]) {
      expect(appSettingsOf(raw)).toEqual({
        blacklistCountries: [],
        blacklistStates: [],
        usdToGbp: DEFAULT_USD_TO_GBP,
        bonus: DEFAULT_BONUS_CONFIG,
        realityCheckUnitMs: DEFAULT_REALITY_CHECK_UNIT_MS,
        limitMaxima: LIMIT_MAX_CENTS,
        battles: DEFAULT_BATTLE_SETTINGS,
        streamMargin: DEFAULT_STREAM_MARGIN,
      });
    }
  });

  it('reads the blacklists, keeping only strings', () => {
    const settings = appSettingsOf({ blacklistCountries: ['US', 7, null, 'FR'], blacklistStates: ['NV', { code: 'UT' }] });
    expect(settings.blacklistCountries).toEqual(['US', 'FR']);
    expect(settings.blacklistStates).toEqual(['NV']);
  });

  it('treats blacklists that are not arrays as empty', () => {
    const settings = appSettingsOf({ blacklistCountries: 'US,FR', blacklistStates: { NV: true } });
    expect(settings.blacklistCountries).toEqual([]);
    expect(settings.blacklistStates).toEqual([]);
  });

  it.each([0.5, 0.79, 1.25, 9.99])('accepts a USD to GBP rate of %d', (rate) => {
    expect(appSettingsOf({ usdToGbp: rate }).usdToGbp).toBe(rate);
  });

  it.each([0, -0.79, 10, 79, Number.NaN, Number.POSITIVE_INFINITY, '0.79', null])(
    'falls back to the default rate for %s',
    (rate) => {
      expect(appSettingsOf({ usdToGbp: rate }).usdToGbp).toBe(DEFAULT_USD_TO_GBP);
    },
  );

  it.each([1_000, 60_000, 3_600_000])('accepts a reality-check unit of %d ms', (unit) => {
    expect(appSettingsOf({ realityCheckUnitMs: unit }).realityCheckUnitMs).toBe(unit);
  });

  it.each([999, 3_600_001, 1_500.5, 0, -60_000, '60000', null])('falls back to an hour for a reality-check unit of %s', (unit) => {
    expect(appSettingsOf({ realityCheckUnitMs: unit }).realityCheckUnitMs).toBe(3_600_000);
  });

  it('lets config lower the limit maxima, never raise them or go under the $5 minimum', () => {
    const maxima = appSettingsOf({ limitMaxima: { daily: 50_000, weekly: 900_000, monthly: 100, bet: 5_000.5, match: '20000' } }).limitMaxima;
    expect(maxima).toEqual({ daily: 50_000, weekly: 250_000, monthly: 500, bet: 10_000, match: 30_000 });
    expect(appSettingsOf({ limitMaxima: 'low' }).limitMaxima).toEqual(LIMIT_MAX_CENTS);
  });

  it('reads the bonus settings through bonusConfigOf', () => {
    expect(appSettingsOf({ bonus: { cooldownHours: 12, maxDepositCents: 'lots' } }).bonus).toEqual({ ...DEFAULT_BONUS_CONFIG, cooldownHours: 12 });
  });
});

describe('usdCentsToPence', () => {
  it.each([
    [1_000, 0.79, 790],
    [1, 0.79, 1],
    [3, 0.5, 2],
    [1, 0.4, 0],
    [123_456, 0.79, 97_530],
    [0, 0.79, 0],
  ])('%d cents at %d -> %d pence', (cents, rate, pence) => {
    expect(usdCentsToPence(cents, rate)).toBe(pence);
  });
});

describe('battle settings', () => {
  it('reads the margin, review window and chest targets, keeping the defaults for anything out of range', () => {
    expect(appSettingsOf({ battleMargin: 0.1, battleReviewMinutes: 5, battleChestTargets: { player: 10_000 } }).battles).toEqual({
      margin: 0.1,
      reviewMinutes: 5,
      chestTargets: { player: 10_000, team: 50_000 },
    });
    expect(battleSettingsOf({ battleMargin: 0.9, battleReviewMinutes: -1, battleChestTargets: { team: 1.5 } })).toEqual(DEFAULT_BATTLE_SETTINGS);
  });
});
