import { coreMessages } from '../../functions/src/shared/core/messages';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { expectNoDocumentWritten, ledgerEntries, notifications, visitor } from './support';
import {
  completeHeldBankPayout,
  createPayoutUser,
  expectFailureRefundedOnce,
  expectNoPayoutWrites,
  hasProviderId,
  hasStatus,
  payoutDoc,
  payoutsOf,
  resetSandbox,
  sentWebhook,
  setBankPayoutBehaviour,
  waitForPayout,
} from './payoutSupport';
import { accountOf, expectBooksBalanced, newRequestId, setAppSettings, setFlags } from './walletSupport';
import { walletMessages } from '../../functions/src/shared/wallet/messages';
import { identityMessages } from '../../functions/src/shared/identity/messages';

const RATE = 0.8;

const bankPayout = (amount: number, requestId = newRequestId()) => ({ amount, currency: 'GBP', requestId });

beforeAll(async () => {
  await setFlags({ truelayer: true });
  await setAppSettings({ usdToGbp: RATE });
});

afterEach(async () => {
  await resetSandbox();
  await expectBooksBalanced();
});

describe('createTrueLayerPayout (bank)', () => {
  it('debits at once, pays GBP at the configured rate and completes when the bank payout executes', async () => {
    const user = await createPayoutUser({ balance: 10_000, paypal: false, bank: true });
    const request = bankPayout(2_500);
    const result = await user.call('createTrueLayerPayout', request);
    const payoutId = `${user.uid}_${request.requestId}`;
    expect(result).toEqual({ payoutRequestId: payoutId, amountPence: 2_000 });
    expect((await accountOf(user.uid)).balance).toBe(7_500);
    expect((await ledgerEntries(user.uid)).find((entry) => entry.type === 'payout')).toMatchObject({
      id: `payout_${request.requestId}`,
      amount: -2_500,
      // No session was started: the payout belongs to none.
      sessionId: null,
      reference: { kind: 'payout', id: payoutId },
    });
    expect(await payoutDoc(user.uid, request.requestId)).toMatchObject({
      gateway: 'truelayer',
      amount: 2_500,
      providerAmount: { value: 2_000, currency: 'GBP' },
      email: null,
    });

    const done = await waitForPayout(user.uid, request.requestId, hasStatus('completed'));
    expect(done.providerId).toEqual(expect.any(String));
    expect((await accountOf(user.uid)).balance).toBe(7_500);
    expect((await notifications(user.uid)).map((note) => note.type).sort()).toEqual(['deposit', 'payout']);
  });

  it('refunds when the bank payout fails', async () => {
    const user = await createPayoutUser({ balance: 5_000, paypal: false, bank: true });
    await setBankPayoutBehaviour('failed');
    const request = bankPayout(1_000);
    await user.call('createTrueLayerPayout', request);
    const failed = await waitForPayout(user.uid, request.requestId, hasStatus('failed'));
    expect(failed.failureReason).toEqual(expect.any(String));
    expect((await accountOf(user.uid)).balance).toBe(5_000);
    expect((await ledgerEntries(user.uid)).find((entry) => entry.type === 'refund')).toMatchObject({ amount: 1_000, balanceAfter: 5_000 });
    expect((await notifications(user.uid)).find((note) => note.type === 'refund')?.variables).toEqual({
      amount: 1_000,
      reason: failed.failureReason,
    });
  });

  it('refunds at once when TrueLayer refuses the request', async () => {
    const user = await createPayoutUser({ balance: 5_000, paypal: false, bank: true });
    await setBankPayoutBehaviour('reject');
    const request = bankPayout(1_000);
    expect(await expectCallableError(user.call('createTrueLayerPayout', request), 'failed-precondition')).toBe(walletMessages.payoutFailed);
    expect((await accountOf(user.uid)).balance).toBe(5_000);
    expect(await payoutDoc(user.uid, request.requestId)).toMatchObject({ status: 'failed', providerId: null });
    expect((await notifications(user.uid)).map((note) => note.type).sort()).toEqual(['deposit', 'payout', 'refund']);
    await expectNoPayoutWrites(user.uid, async () => {
      expect(await expectCallableError(user.call('createTrueLayerPayout', request), 'failed-precondition')).toBe(walletMessages.payoutFailed);
    });
  });

  it('keeps a held payout pending until the bank completes it, and repeats return the first answer', async () => {
    const user = await createPayoutUser({ balance: 5_000, paypal: false, bank: true });
    await setBankPayoutBehaviour('hold');
    const request = bankPayout(3_000);
    const first = await user.call('createTrueLayerPayout', request);
    const held = await waitForPayout(user.uid, request.requestId, hasProviderId);
    expect(held.status).toBe('pending');

    // A repeat after the rate changed still answers with the first amount and pays nothing more.
    await setAppSettings({ usdToGbp: 0.5 });
    try {
      await expectNoPayoutWrites(user.uid, async () => {
        const repeats = await Promise.all(Array.from({ length: 3 }, () => user.call('createTrueLayerPayout', request)));
        for (const repeat of repeats) expect(repeat).toEqual(first);
      });
    } finally {
      await setAppSettings({ usdToGbp: RATE });
    }

    await completeHeldBankPayout(held.providerId!, 'executed');
    await waitForPayout(user.uid, request.requestId, hasStatus('completed'));
    expect((await accountOf(user.uid)).balance).toBe(2_000);
    expect(await payoutsOf(user.uid)).toHaveLength(1);
  });

  it('refuses without a bank account, with the gateway off, above the balance and when unverified', async () => {
    const noBank = await createPayoutUser({ bank: false });
    await expectNoPayoutWrites(noBank.uid, async () => {
      expect(await expectCallableError(noBank.call('createTrueLayerPayout', bankPayout(500)), 'failed-precondition')).toBe(
        walletMessages.payoutMethodUnavailable,
      );
    });

    const user = await createPayoutUser({ balance: 1_000, bank: true });
    await expectNoPayoutWrites(user.uid, async () => {
      expect(await expectCallableError(user.call('createTrueLayerPayout', bankPayout(1_001)), 'failed-precondition')).toBe(
        walletMessages.payoutExceedsBalance,
      );
    });

    const unverified = await createPayoutUser({ bank: true, verified: false });
    await expectNoPayoutWrites(unverified.uid, async () => {
      expect(await expectCallableError(unverified.call('createTrueLayerPayout', bankPayout(500)), 'failed-precondition')).toBe(
        identityMessages.identityRequired,
      );
    });

    await setFlags({ truelayer: false });
    try {
      await expectNoPayoutWrites(user.uid, async () => {
        expect(await expectCallableError(user.call('createTrueLayerPayout', bankPayout(500)), 'failed-precondition')).toBe(
          walletMessages.featureDisabled,
        );
      });
    } finally {
      await setFlags({ truelayer: true });
    }
  });

  it('refuses bad input with invalid-argument and writes nothing', async () => {
    const user = await createPayoutUser({ bank: true });
    const ok = bankPayout(500);
    await expectNoPayoutWrites(user.uid, async () => {
      for (const payload of [{}, { ...ok, currency: 'USD' }, { ...ok, amount: 50 }, { ...ok, amount: '500' }, { ...ok, extra: 1 }]) {
        await expectCallableError(user.call('createTrueLayerPayout', payload), 'invalid-argument');
      }
    });
  });

  it('refuses a signed-out caller with the sign-in message and writes nothing', async () => {
    const anonymous = await visitor();
    await expectNoDocumentWritten(async () => {
      expect(await expectCallableError(anonymous.call('createTrueLayerPayout', bankPayout(500)), 'unauthenticated')).toBe(coreMessages.signInRequired);
    });
  });
});

describe('trueLayerWebhook: payouts', () => {
  it('refunds a failed payout once when TrueLayer delivers the failure again, alone or several at once', async () => {
    const user = await createPayoutUser({ balance: 5_000, paypal: false, bank: true });
    await setBankPayoutBehaviour('hold');
    const request = bankPayout(2_000);
    await user.call('createTrueLayerPayout', request);
    const held = await waitForPayout(user.uid, request.requestId, hasProviderId);
    await completeHeldBankPayout(held.providerId!, 'failed');
    const sandboxDelivery = () => sentWebhook('payout_failed', (body) => body.payout_id === held.providerId);
    await expectFailureRefundedOnce(user.uid, held, request.requestId, sandboxDelivery, { balance: 5_000, refunded: 2_000 });
  });
});
