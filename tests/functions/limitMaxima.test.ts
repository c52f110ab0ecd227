import { beforeAll, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { userDoc, type AccountUser } from './support';
import { OPEN_PROMOTION, createDepositor, newRequestId, paidOrder, setAppSettings } from './walletSupport';
import { DEPOSIT_LIMIT_DEFAULTS } from '../../functions/src/shared/preferences/preferences';

/**
 * config/app.limitMaxima lowers the deposit and bet limit maxima for everyone: saveUserPreferences refuses a limit
 * above them with the form's message, and limits stored above them count as the maximum.
 */
const LIMITS = { ...DEPOSIT_LIMIT_DEFAULTS };

beforeAll(async () => {
  await setAppSettings({ bonus: OPEN_PROMOTION, limitMaxima: { daily: 50_000, match: 20_000, weekly: 900_000 } });
});

const saveLimits = (client: AccountUser, group: 'gamblingDepositLimits' | 'gamblingBetLimits', limits: Record<string, number>) =>
  client.call('saveUserPreferences', { preferences: { [group]: limits } });

async function deposit(client: AccountUser, amount: number) {
  return client.call('addBalance', { orderId: await paidOrder(client.uid, amount), amount, requestId: newRequestId() });
}

describe('limit maxima from config/app', () => {
  it('refuses a limit above a lowered maximum with the spec message, changing nothing', async () => {
    const client = await createDepositor();
    const before = await userDoc(client.uid);
    expect(await expectCallableError(saveLimits(client, 'gamblingDepositLimits', { ...LIMITS, daily: 50_001 }), 'invalid-argument')).toBe(
      'Your Daily Limit cannot exceed $500',
    );
    expect(await expectCallableError(saveLimits(client, 'gamblingBetLimits', { bet: 10_000, match: 25_000 }), 'invalid-argument')).toBe(
      'Your Match Limit cannot exceed $200',
    );
    expect(await userDoc(client.uid)).toEqual(before);
  });

  it("never raises a maximum above DECISIONS.md's", async () => {
    const client = await createDepositor();
    expect(await expectCallableError(saveLimits(client, 'gamblingDepositLimits', { ...LIMITS, weekly: 250_001 }), 'invalid-argument')).toBe(
      'Your Weekly Limit cannot exceed $2500',
    );
  });

  it('counts a stored limit above the lowered maximum as the maximum, for deposits and when saving', async () => {
    const client = await createDepositor();
    expect(await client.call('checkDepositLimits', { userId: client.uid })).toMatchObject({ daily: { remaining: 50_000 } });
    await deposit(client, 40_000);
    expect(await expectCallableError(deposit(client, 20_000), 'failed-precondition')).toBe('Daily Limit exceeded by $100.00');

    // The form shows the maximum; sending it back is no change, so it starts no 24-hour lock.
    const saved = await saveLimits(client, 'gamblingDepositLimits', { ...LIMITS, daily: 50_000 });
    const daily = saved.preferences.gamblingDepositLimits;
    expect(daily.daily).toBe(50_000);
    expect(daily.changedAt).toEqual({});
    // A decrease below it still applies at once.
    expect((await saveLimits(client, 'gamblingDepositLimits', { ...LIMITS, daily: 45_000 })).preferences.gamblingDepositLimits.daily).toBe(45_000);
  });
});
