import { describe, expect, it } from 'vitest';
import { isSessionExpired, netWagerTotal, sessionExpiry, sessionInterval, shouldEndAutomatically } from './realityCheck';
import { appSettingsOf, DEFAULT_REALITY_CHECK_UNIT_MS } from '../remoteConfig/appSettings';

const session = { createdAt: 10_000, expiresAt: 14_000 };

describe('session expiry', () => {
  it('counts as expired once now reaches expiresAt', () => {
    expect(isSessionExpired(session, 13_999)).toBe(false);
    expect(isSessionExpired(session, 14_000)).toBe(true);
  });

  it('ends by itself once a whole further interval has passed since it expired', () => {
    expect(sessionInterval(session)).toBe(4_000);
    expect(shouldEndAutomatically(session, 17_999)).toBe(false);
    expect(shouldEndAutomatically(session, 18_000)).toBe(true);
  });

  it('expires the chosen number of hours of the configured unit after now', () => {
    expect(sessionExpiry(1_000, 4, 2_000)).toBe(9_000);
    expect(sessionExpiry(0, 2, DEFAULT_REALITY_CHECK_UNIT_MS)).toBe(7_200_000);
  });
});

describe('realityCheckUnitMs in config/app', () => {
  it('is an hour unless set to a whole number of ms between a second and an hour', () => {
    expect(appSettingsOf(undefined).realityCheckUnitMs).toBe(DEFAULT_REALITY_CHECK_UNIT_MS);
    expect(appSettingsOf({ realityCheckUnitMs: 4_000 }).realityCheckUnitMs).toBe(4_000);
    for (const bad of [999, 3_600_001, 1_500.5, '4000', null, -1]) {
      expect(appSettingsOf({ realityCheckUnitMs: bad }).realityCheckUnitMs, String(bad)).toBe(DEFAULT_REALITY_CHECK_UNIT_MS);
    }
  });
});

describe('netWagerTotal', () => {
  it('sums the cash of wager entries only: stakes down, returns up', () => {
    const entries = [
      { type: 'bet_placed', amount: -1_000 },
      { type: 'bet_completed', amount: 2_500 },
      { type: 'challenge_placed', amount: -500 },
      { type: 'parlay_placed', amount: -300 },
      { type: 'event_enter', amount: -200 },
      { type: 'add_balance', amount: 10_000 },
      { type: 'payout', amount: -4_000 },
    ];
    expect(netWagerTotal(entries)).toBe(500);
    expect(netWagerTotal([])).toBe(0);
  });
});
