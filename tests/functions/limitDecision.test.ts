import { beforeAll, describe, expect, it } from 'vitest';
import { expectCallableError, type TestClient } from '../support/client';
import { userDoc } from './support';
import {
  OPEN_PROMOTION,
  accountOf,
  createDepositor,
  expectNoMoneyMoved,
  newRequestId,
  paidOrder,
  setAppSettings,
  setFlags,
  startBankPayment,
} from './walletSupport';
import { gamblingMessages } from '../../functions/src/shared/gambling/messages';
import { preferenceMessages } from '../../functions/src/shared/preferences/messages';

beforeAll(async () => {
  await setFlags({ paypal: true, truelayer: true });
  await setAppSettings({ usdToGbp: 0.8, bonus: OPEN_PROMOTION });
});

const LIMITS = { daily: 10_000, weekly: 20_000, monthly: 40_000 };

async function paypalDeposit(client: TestClient & { uid: string }, cents: number) {
  const orderId = await paidOrder(client.uid, cents);
  return client.call('addBalance', { orderId, amount: cents, requestId: newRequestId() });
}

/** Both deposit callables refuse with the gate's message and code, and nothing about the customer's money changes. */
async function expectBothRefused(client: TestClient & { uid: string }, code: string, message: string) {
  await expectNoMoneyMoved(client.uid, async () => {
    expect(await expectCallableError(paypalDeposit(client, 2_000), code)).toBe(message);
    expect(await expectCallableError(startBankPayment(client, 2_000), code)).toBe(message);
  });
}

describe('the limit decision before the first deposit (RTS 12 as amended)', () => {
  it("refuses a new customer's first deposit through addBalance and createTrueLayerPayment, changing nothing, until limits are set", async () => {
    const client = await createDepositor({ limitDecision: false });
    await expectBothRefused(client, 'failed-precondition', gamblingMessages.limitDecisionRequired);
    expect((await userDoc(client.uid))?.depositLimitDecision).toBeUndefined();

    const before = Date.now();
    const saved = await client.call('saveUserPreferences', {
      preferences: { gamblingDepositLimits: LIMITS },
      depositLimitDecision: { choice: 'limits' },
    });
    // A new customer's limits start at the maxima: every one set here is a decrease, in force at once.
    expect(saved.preferences.gamblingDepositLimits).toMatchObject(LIMITS);
    const decision = (await userDoc(client.uid))?.depositLimitDecision;
    expect(decision?.choice).toBe('limits');
    expect(decision?.at).toBeGreaterThanOrEqual(before - 1_000);

    await expect(paypalDeposit(client, 2_000)).resolves.toMatchObject({ amount: 2_000, balance: 2_000 });
    await expect(startBankPayment(client, 2_000)).resolves.toMatchObject({ paymentId: expect.any(String) });
    // The limit just set applies: $100 a day, $20 already in.
    expect(await expectCallableError(paypalDeposit(client, 9_000), 'failed-precondition')).toMatch(/^Daily Limit exceeded by/);
    expect((await accountOf(client.uid)).balance).toBe(2_000);
  });

  it('refuses No limit without its confirmation (invalid-argument, nothing recorded), and lets deposits through once confirmed', async () => {
    const client = await createDepositor({ limitDecision: false });
    for (const unconfirmed of [{ choice: 'none' }, { choice: 'none', noLimitConfirmed: false }]) {
      const refused = client.call('saveUserPreferences', { preferences: {}, depositLimitDecision: unconfirmed });
      expect(await expectCallableError(refused, 'invalid-argument')).toBe(preferenceMessages.noLimitUnconfirmed);
    }
    const withoutLimits = client.call('saveUserPreferences', { preferences: {}, depositLimitDecision: { choice: 'limits' } });
    expect(await expectCallableError(withoutLimits, 'invalid-argument')).toBe(preferenceMessages.depositLimitsRequired);
    expect(await userDoc(client.uid)).not.toHaveProperty('depositLimitDecision');
    await expectBothRefused(client, 'failed-precondition', gamblingMessages.limitDecisionRequired);

    await client.call('saveUserPreferences', { preferences: {}, depositLimitDecision: { choice: 'none', noLimitConfirmed: true } });
    const stored = await userDoc(client.uid);
    expect(stored?.depositLimitDecision?.choice).toBe('none');
    // The decision alone leaves the stored preferences as they were (none yet).
    expect(stored).not.toHaveProperty('preferences');
    await expect(paypalDeposit(client, 2_500)).resolves.toMatchObject({ amount: 2_500, balance: 2_500 });
    await expect(startBankPayment(client, 2_500)).resolves.toMatchObject({ paymentId: expect.any(String) });
  });
});
