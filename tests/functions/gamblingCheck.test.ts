import { afterEach, describe, expect, it } from 'vitest';
import { assertMayPutMoneyIn, assertMayWager } from '../../functions/src/gambling/assertMayGamble';
import { expectCallableError } from '../support/client';
import { visitor } from './support';
import { createPayoutUser } from './payoutSupport';
import {
  clearConfig,
  expectRefusal,
  failLookups,
  placeCallers,
  requestFrom,
  resetGeolocation,
  setConfig,
} from './regionSupport';
import {
  HOUR_MS,
  accountOf,
  createDepositor,
  expectNoMoneyMoved,
  newRequestId,
  paidOrder,
  setUserFields,
  type DepositorOptions,
} from './walletSupport';
import { regionMessages } from '../../functions/src/shared/region/messages';
import { coreMessages } from '../../functions/src/shared/core/messages';
import { gamblingMessages } from '../../functions/src/shared/gambling/messages';
import { identityMessages } from '../../functions/src/shared/identity/messages';

const RETURN_URI = 'http://127.0.0.1:5173/deposit/success';
const FRANCE = { blacklistCountries: ['FR'] };

const deposit = (orderId: string, amount: number, requestId = newRequestId()) => ({ orderId, amount, requestId });
const bankPayment = (amount: number, requestId = newRequestId()) => ({ amount, returnUri: RETURN_URI, currency: 'GBP', requestId });

afterEach(async () => {
  await resetGeolocation();
  await clearConfig();
});

describe('money in while geoblocked', () => {
  it('refuses PayPal and bank deposits from a blacklisted country before asking a provider, writing nothing', async () => {
    const user = await createDepositor();
    const orderId = await paidOrder(user.uid, 2_500);
    const paypal = deposit(orderId, 2_500);
    const bank = bankPayment(2_000);
    await setConfig({ geoblock: true, truelayer: true }, FRANCE);
    await placeCallers('FR', 'Brittany');

    await expectNoMoneyMoved(user.uid, async () => {
      const refused = await expectCallableError(user.call('addBalance', paypal), 'permission-denied');
      expect(refused).toBe(regionMessages.regionBlocked);
      const refusedBank = await expectCallableError(user.call('createTrueLayerPayment', bank), 'permission-denied');
      expect(refusedBank).toBe(regionMessages.regionBlocked);
    });

    // With the flag off the same requests go through. TrueLayer refuses a repeated idempotency key with another
    // body, so the bank payment below (same request id, new amount) shows the refused one never reached it.
    await setConfig({ geoblock: false });
    expect(await user.call('addBalance', paypal)).toMatchObject({ amount: 2_500, balance: 2_500 });
    expect(await user.call('createTrueLayerPayment', { ...bank, amount: 3_000 })).toMatchObject({ paymentId: expect.any(String) });
  });

  it('refuses a caller in a blacklisted state, by name or by code, and lets other states deposit', async () => {
    const user = await createDepositor();
    await setConfig({ geoblock: true }, { blacklistStates: ['Northern Ireland', 'GB-SCT'] });

    for (const state of ['Northern Ireland', 'Scotland']) {
      await placeCallers('GB', state);
      const orderId = await paidOrder(user.uid, 1_000);
      await expectNoMoneyMoved(user.uid, async () => {
        const message = await expectCallableError(user.call('addBalance', deposit(orderId, 1_000)), 'permission-denied');
        expect(message).toBe(regionMessages.regionBlocked);
      });
    }

    await placeCallers('GB', 'Wales');
    const orderId = await paidOrder(user.uid, 1_000);
    expect(await user.call('addBalance', deposit(orderId, 1_000))).toMatchObject({ balance: 1_000 });
  });

  it('refuses while the caller cannot be located, and deposits once the lookup works again', async () => {
    const user = await createDepositor();
    const orderId = await paidOrder(user.uid, 1_500);
    const request = deposit(orderId, 1_500);
    await setConfig({ geoblock: true }, FRANCE);
    await failLookups(3);

    await expectNoMoneyMoved(user.uid, async () => {
      const message = await expectCallableError(user.call('addBalance', request), 'permission-denied');
      expect(message).toBe(regionMessages.regionUnknown);
    });
    expect(await user.call('addBalance', request)).toMatchObject({ balance: 1_500 });
  });

  it('looks nobody up while the flag is off', async () => {
    const user = await createDepositor();
    const orderId = await paidOrder(user.uid, 1_000);
    await setConfig({ geoblock: false }, FRANCE);
    await placeCallers('FR', 'Brittany');
    await failLookups(3);

    expect(await user.call('addBalance', deposit(orderId, 1_000))).toMatchObject({ balance: 1_000 });
    expect(await (await visitor()).call('checkRegion', {})).toEqual({ blocked: false, country: null, state: null });

    // The three failures are still queued: nothing above asked the geolocation service.
    await setConfig({ geoblock: true });
    const message = await expectCallableError((await visitor()).call('checkRegion', {}), 'unavailable');
    expect(message).toBe(regionMessages.regionUnknown);
  });
});

describe('withdrawals while geoblocked', () => {
  it('still pays out through PayPal and the bank', async () => {
    await setConfig({ truelayer: true });
    const paypalUser = await createPayoutUser({ balance: 5_000 });
    const bankUser = await createPayoutUser({ balance: 5_000, paypal: false, bank: true });
    await setConfig({ geoblock: true }, FRANCE);
    await placeCallers('FR', 'Brittany');

    const paypal = { amount: 1_000, email: 'winner@example.test', gateway: 'paypal', requestId: newRequestId() };
    expect(await paypalUser.call('makePayout', paypal)).toMatchObject({ status: 'pending', amount: 1_000 });
    expect((await accountOf(paypalUser.uid)).balance).toBe(4_000);

    const bank = { amount: 1_000, currency: 'GBP', requestId: newRequestId() };
    expect(await bankUser.call('createTrueLayerPayout', bank)).toMatchObject({ payoutRequestId: expect.any(String) });
    expect((await accountOf(bankUser.uid)).balance).toBe(4_000);
  });
});

describe('checkRegion', () => {
  it('answers not blocked without a lookup while the flag is off', async () => {
    await setConfig({ geoblock: false }, FRANCE);
    await placeCallers('FR', 'Brittany');
    const user = await createDepositor();
    for (const caller of [await visitor(), user]) {
      expect(await caller.call('checkRegion', {})).toEqual({ blocked: false, country: null, state: null });
    }
  });

  it('tells visitors and users in a blacklisted country that they are blocked', async () => {
    await setConfig({ geoblock: true }, FRANCE);
    await placeCallers('FR', 'Brittany');
    const user = await createDepositor();
    for (const caller of [await visitor(), user]) {
      expect(await caller.call('checkRegion', {})).toEqual({ blocked: true, country: 'FR', state: 'Brittany' });
    }
  });

  it('answers not blocked elsewhere, and blocked in a blacklisted state', async () => {
    await setConfig({ geoblock: true }, { ...FRANCE, blacklistStates: ['wales'] });
    const caller = await visitor();
    expect(await caller.call('checkRegion', {})).toEqual({ blocked: false, country: 'GB', state: 'England' });
    await placeCallers('GB', 'Wales');
    expect(await caller.call('checkRegion', {})).toEqual({ blocked: true, country: 'GB', state: 'Wales' });
  });

  it('is unavailable when the caller cannot be located', async () => {
    await setConfig({ geoblock: true }, FRANCE);
    await failLookups(3);
    const message = await expectCallableError((await visitor()).call('checkRegion', {}), 'unavailable');
    expect(message).toBe(regionMessages.regionUnknown);
  });
});

describe('the shared gambling check', () => {
  const FROM = '203.0.113.7';
  const now = Date.now();
  const running = { enabled: true, startDate: now - HOUR_MS, endDate: now + 48 * HOUR_MS };

  async function bettor(options: DepositorOptions = {}): Promise<string> {
    const user = await createDepositor(options);
    await setUserFields(user.uid, { 'features.betting': true });
    return user.uid;
  }

  it('lets a verified bettor with every flag on, in an allowed region, put money in and stake it', async () => {
    await setConfig({ geoblock: true, betting: true }, FRANCE);
    const uid = await bettor();
    await expect(assertMayPutMoneyIn(uid, requestFrom(FROM), Date.now())).resolves.toMatchObject({ id: uid });
    await expect(assertMayWager(uid, requestFrom(FROM), Date.now())).resolves.toMatchObject({ id: uid });
  });

  it('refuses a missing user', async () => {
    await setConfig({ betting: true });
    const missing = { code: 'not-found', message: coreMessages.userNotFound };
    await expect(assertMayPutMoneyIn('nobody', requestFrom(FROM), Date.now())).rejects.toMatchObject(missing);
    await expect(assertMayWager('nobody', requestFrom(FROM), Date.now())).rejects.toMatchObject(missing);
  });

  it.each([
    ['a paused', { preferences: { gamblingSelfPause: running } }, gamblingMessages.gamblingPaused, 'paused'],
    ['a self-excluded', { preferences: { gamblingSelfExclude: running } }, gamblingMessages.gamblingExcluded, 'excluded'],
    ["an excluded ('Yes' by support)", { exclusion: 'Yes' as const }, gamblingMessages.gamblingExcluded, 'excluded'],
    ['an unverified', { verified: false }, identityMessages.identityRequired, 'identity'],
  ])('refuses %s user in both checks and in addBalance', async (_label, options, message, reason) => {
    await setConfig({ betting: true });
    const user = await createDepositor(options);
    await setUserFields(user.uid, { 'features.betting': true });
    await expectRefusal(assertMayPutMoneyIn(user.uid, requestFrom(FROM), Date.now()), 'failed-precondition', message, reason);
    await expectRefusal(assertMayWager(user.uid, requestFrom(FROM), Date.now()), 'failed-precondition', message, reason);
    const orderId = await paidOrder(user.uid, 1_000);
    await expectNoMoneyMoved(user.uid, async () => {
      expect(await expectCallableError(user.call('addBalance', deposit(orderId, 1_000)), 'failed-precondition')).toBe(message);
    });
  });

  it('refuses a geoblocked caller by the address of the request, not by the account', async () => {
    await setConfig({ geoblock: true, betting: true }, FRANCE);
    await placeCallers('FR', 'Brittany', FROM);
    const uid = await bettor();
    await expectRefusal(assertMayPutMoneyIn(uid, requestFrom(FROM), Date.now()), 'permission-denied', regionMessages.regionBlocked, 'region');
    await expectRefusal(assertMayWager(uid, requestFrom(FROM), Date.now()), 'permission-denied', regionMessages.regionBlocked, 'region');
    await expect(assertMayWager(uid, requestFrom('198.51.100.20'), Date.now())).resolves.toMatchObject({ id: uid });
  });

  it('refuses a caller it cannot locate while the flag is on', async () => {
    await setConfig({ geoblock: true, betting: true }, FRANCE);
    const uid = await bettor();
    await failLookups(3);
    await expectRefusal(assertMayWager(uid, requestFrom(FROM), Date.now()), 'permission-denied', regionMessages.regionUnknown, 'region');
  });

  it('refuses stakes while betting is off globally or for the user, and still lets them deposit', async () => {
    await setConfig({ betting: false });
    const uid = await bettor();
    await expectRefusal(assertMayWager(uid, requestFrom(FROM), Date.now()), 'failed-precondition', gamblingMessages.bettingDisabled, 'betting-disabled');

    await setConfig({ betting: true });
    await setUserFields(uid, { 'features.betting': false });
    await expectRefusal(assertMayWager(uid, requestFrom(FROM), Date.now()), 'failed-precondition', gamblingMessages.bettingUnavailable, 'betting-unavailable');
    await expect(assertMayPutMoneyIn(uid, requestFrom(FROM), Date.now())).resolves.toMatchObject({ id: uid });
  });
});
