import { walletMessages } from '../../functions/src/shared/wallet/messages';
import { describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { counts, signIn, userDoc } from './support';
import { PAYPAL_PAYER, completeHeldPaypalPayout, createPayoutUser, hasProviderId, hasStatus, waitForPayout } from './payoutSupport';
import { createDepositor, expectBooksBalanced, newRequestId, paidOrder, setAppSettings, setFlags, setUserFields } from './walletSupport';
import { DEFAULT_USD_TO_GBP } from '../../functions/src/shared/wallet/currency';
import { coreMessages } from '../../functions/src/shared/core/messages';

async function deposit(user: Awaited<ReturnType<typeof createDepositor>>, amount: number, payer = 'summary.payer@paypal.sandbox') {
  const orderId = await paidOrder(user.uid, amount, payer);
  await user.call('addBalance', { orderId, amount, requestId: newRequestId() });
}

/** Requests a PayPal payout, which PayPal accepts (its outcome arrives later by webhook). */
async function paypalPayout(user: Awaited<ReturnType<typeof createDepositor>>, amount: number, email: string): Promise<string> {
  const requestId = newRequestId();
  expect(await user.call('makePayout', { amount, email, gateway: 'paypal', requestId })).toMatchObject({ status: 'pending', amount });
  return requestId;
}

describe('getWalletSummary', () => {
  it('starts empty, with no payout method before any deposit', async () => {
    const user = await createDepositor();
    expect(await user.call('getWalletSummary', {})).toEqual({
      deposits: 0,
      withdrawals: 0,
      netDeposits: 0,
      payoutMethods: [],
      paypalEmail: null,
      bankAccountLabel: null,
      usdToGbp: DEFAULT_USD_TO_GBP,
    });
  });

  it('totals completed deposits and payouts that did not fail, for the caller only', async () => {
    const user = await createDepositor();
    const other = await createDepositor();
    await deposit(user, 5_000);
    await deposit(user, 2_000);
    await deposit(other, 9_900);

    const completed = await paypalPayout(user, 1_000, 'summary@example.test');
    await waitForPayout(user.uid, completed, hasStatus('completed'));
    const rejected = user.call('makePayout', { amount: 500, email: 'reject@example.test', gateway: 'paypal', requestId: newRequestId() });
    expect(await expectCallableError(rejected, 'failed-precondition')).toBe(walletMessages.payoutFailed);
    const denied = await paypalPayout(user, 300, 'deny@example.test');
    await waitForPayout(user.uid, denied, hasStatus('failed'));
    const held = await paypalPayout(user, 700, 'hold@example.test');
    await waitForPayout(user.uid, held, hasProviderId);

    expect(await user.call('getWalletSummary', {})).toEqual({
      deposits: 7_000,
      withdrawals: 1_700,
      netDeposits: 5_300,
      payoutMethods: ['paypal'],
      paypalEmail: 'summary.payer@paypal.sandbox',
      bankAccountLabel: null,
      usdToGbp: DEFAULT_USD_TO_GBP,
    });
    expect((await other.call('getWalletSummary', {})).deposits).toBe(9_900);
    await expectBooksBalanced();

    const heldPayout = await waitForPayout(user.uid, held, hasProviderId);
    await completeHeldPaypalPayout(heldPayout.providerId!, 'SUCCESS');
    await waitForPayout(user.uid, held, hasStatus('completed'));
    expect(await user.call('getWalletSummary', {})).toMatchObject({ withdrawals: 1_700, netDeposits: 5_300 });
    await expectBooksBalanced();
  });

  it('offers each payout method only while its gateway is switched on', async () => {
    await setFlags({ paypal: true, truelayer: true });
    const user = await createPayoutUser({ bank: true });
    await setAppSettings({ usdToGbp: 0.75 });
    const bank = (await userDoc(user.uid))?.providers?.truelayer;
    expect(bank?.accountLabel).toEqual(expect.any(String));
    expect(await user.call('getWalletSummary', {})).toMatchObject({
      payoutMethods: ['paypal', 'truelayer'],
      paypalEmail: PAYPAL_PAYER,
      bankAccountLabel: bank?.accountLabel,
      usdToGbp: 0.75,
    });
    await setFlags({ paypal: false, truelayer: true });
    expect((await user.call('getWalletSummary', {})).payoutMethods).toEqual(['truelayer']);
    await setFlags({ paypal: true, truelayer: false });
    expect((await user.call('getWalletSummary', {})).payoutMethods).toEqual(['paypal']);
    await setUserFields(user.uid, { paypalEmail: null });
    expect((await user.call('getWalletSummary', {})).payoutMethods).toEqual([]);
  });

  it('refuses bad input and callers without an account', async () => {
    const user = await createDepositor();
    const before = await counts();
    await expectCallableError(user.call('getWalletSummary', { userId: 'someone-else' }), 'invalid-argument');
    const stranger = await signIn();
    expect(await expectCallableError(stranger.call('getWalletSummary', {}), 'not-found')).toBe(coreMessages.userNotFound);
    expect((await counts()).transactions).toBe(before.transactions);
  });
});
