import { beforeAll, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { ledgerEntries, visitor, type AccountUser } from './support';
import {
  HOUR_MS,
  OPEN_PROMOTION,
  accountOf,
  createDepositor,
  createSandboxOrder,
  expectBooksBalanced,
  expectNoMoneyMoved,
  newRequestId,
  orderDoc,
  paidOrder,
  setAppSettings,
  setFlags,
  setPreferences,
  setUserFields,
} from './walletSupport';
import { paypalCustomId } from '../../functions/src/shared/wallet/constants';
import { walletMessages } from '../../functions/src/shared/wallet/messages';
import { identityMessages } from '../../functions/src/shared/identity/messages';
import { gamblingMessages } from '../../functions/src/shared/gambling/messages';
import { coreMessages } from '../../functions/src/shared/core/messages';

let depositor: AccountUser;
let other: AccountUser;

beforeAll(async () => {
  await setAppSettings({ bonus: OPEN_PROMOTION });
  depositor = await createDepositor();
  other = await createDepositor();
  // A real balance, so "unchanged" means something.
  await depositor.call('addBalance', { orderId: await paidOrder(depositor.uid, 1_000), amount: 1_000, requestId: newRequestId() });
});

/** Sends `request` as `client` and expects `code` with `message`, with no money moved and the order untouched. */
async function expectRefused(
  client: AccountUser,
  request: Record<string, unknown>,
  code: string,
  message: string,
): Promise<void> {
  const orderId = typeof request.orderId === 'string' ? request.orderId : null;
  const orderBefore = orderId ? await orderDoc('paypal', orderId) : undefined;
  const refusal = await expectNoMoneyMoved(client.uid, () =>
    expectCallableError(client.call('addBalance', { requestId: newRequestId(), ...request }), code),
  );
  expect(refusal).toBe(message);
  if (orderId) expect(await orderDoc('paypal', orderId)).toEqual(orderBefore);
}

describe('addBalance refuses payments that do not check out with PayPal', () => {
  it('an amount different from what was paid', async () => {
    const orderId = await paidOrder(depositor.uid, 500);
    await expectRefused(depositor, { orderId, amount: 100_000 }, 'failed-precondition', walletMessages.paymentAmountMismatch);
    await expectRefused(depositor, { orderId, amount: 499 }, 'invalid-argument', walletMessages.depositMinimum);
    // The honest request still works afterwards.
    expect(await depositor.call('addBalance', { orderId, amount: 500, requestId: newRequestId() })).toMatchObject({ amount: 500 });
  });

  it('an order in another currency', async () => {
    const orderId = await createSandboxOrder({ amountCents: 2_000, customId: paypalCustomId(depositor.uid), currency: 'GBP' });
    await expectRefused(depositor, { orderId, amount: 2_000 }, 'failed-precondition', walletMessages.paymentAmountMismatch);
  });

  it("another user's order", async () => {
    const orderId = await paidOrder(other.uid, 2_000);
    await expectRefused(depositor, { orderId, amount: 2_000 }, 'permission-denied', walletMessages.paymentNotYours);
    const stray = await createSandboxOrder({ amountCents: 2_000, customId: 'someone-else' });
    await expectRefused(depositor, { orderId: stray, amount: 2_000 }, 'permission-denied', walletMessages.paymentNotYours);
    expect((await accountOf(other.uid)).balance).toBe(0);
  });

  it('orders that were created or approved but never captured', async () => {
    for (const status of ['CREATED', 'APPROVED'] as const) {
      const orderId = await createSandboxOrder({ amountCents: 2_000, customId: paypalCustomId(depositor.uid), status });
      await expectRefused(depositor, { orderId, amount: 2_000 }, 'failed-precondition', walletMessages.paymentNotCompleted);
    }
  });

  it('a capture that is still pending', async () => {
    const orderId = await createSandboxOrder({
      amountCents: 2_000,
      customId: paypalCustomId(depositor.uid),
      status: 'COMPLETED',
      captureStatus: 'PENDING',
    });
    await expectRefused(depositor, { orderId, amount: 2_000 }, 'failed-precondition', walletMessages.paymentNotCompleted);
  });

  it('an order id PayPal does not know', async () => {
    await expectRefused(depositor, { orderId: 'NOSUCHORDER123', amount: 2_000 }, 'failed-precondition', walletMessages.paymentNotVerified);
    await expectRefused(depositor, { orderId: 'not an order id!', amount: 2_000 }, 'failed-precondition', walletMessages.paymentNotVerified);
  });

  it('an order already credited, to the same or another account', async () => {
    const orderId = await paidOrder(depositor.uid, 700);
    await depositor.call('addBalance', { orderId, amount: 700, requestId: newRequestId() });
    await expectRefused(depositor, { orderId, amount: 700 }, 'already-exists', walletMessages.paymentAlreadyUsed);
    await expectRefused(other, { orderId, amount: 700 }, 'permission-denied', walletMessages.paymentNotYours);
    await expectBooksBalanced();
  });
});

describe('addBalance refuses bad requests before asking PayPal', () => {
  it('amounts under $5 or over $1000, with the spec messages', async () => {
    const orderId = await paidOrder(depositor.uid, 100_001);
    await expectRefused(depositor, { orderId, amount: 499 }, 'invalid-argument', walletMessages.depositMinimum);
    await expectRefused(depositor, { orderId, amount: 100_001 }, 'invalid-argument', walletMessages.depositMaximum);
    await expectRefused(depositor, { orderId, amount: 0 }, 'invalid-argument', walletMessages.depositMinimum);
    await expectRefused(depositor, { orderId, amount: -2_000 }, 'invalid-argument', walletMessages.depositMinimum);
  });

  it('malformed amounts, order ids and request ids', async () => {
    const orderId = await paidOrder(depositor.uid, 2_000);
    for (const request of [
      { orderId, amount: '2000' },
      { orderId, amount: 20.5 },
      { orderId },
      { amount: 2_000 },
      { orderId: '../users/x', amount: 2_000 },
      { orderId, amount: 2_000, requestId: 'short' },
      { orderId, amount: 2_000, balance: 1_000_000 },
    ]) {
      await expectNoMoneyMoved(depositor.uid, () =>
        expectCallableError(depositor.call('addBalance', { requestId: newRequestId(), ...request }), 'invalid-argument'),
      );
    }
    await expectNoMoneyMoved(depositor.uid, () =>
      expectCallableError(depositor.call('addBalance', { orderId, amount: 2_000 }), 'invalid-argument'),
    );
  });

  it('a deposit over a deposit limit, with the spec message', async () => {
    const client = await createDepositor({ preferences: { gamblingDepositLimits: { daily: 2_000 } } });
    await client.call('addBalance', { orderId: await paidOrder(client.uid, 1_500), amount: 1_500, requestId: newRequestId() });
    const orderId = await paidOrder(client.uid, 1_000);
    await expectRefused(client, { orderId, amount: 1_000 }, 'failed-precondition', 'Daily Limit exceeded by $5.00');
    // Exactly what is left is accepted.
    const rest = await paidOrder(client.uid, 500);
    expect(await client.call('addBalance', { orderId: rest, amount: 500, requestId: newRequestId() })).toMatchObject({ balance: 2_000 });
    expect(await ledgerEntries(client.uid)).toHaveLength(2);
  });
});

describe('addBalance refuses accounts that may not deposit', () => {
  it('an unverified account', async () => {
    const client = await createDepositor({ verified: false });
    const orderId = await paidOrder(client.uid, 2_000);
    await expectRefused(client, { orderId, amount: 2_000 }, 'failed-precondition', identityMessages.identityRequired);
  });

  it('a self-paused account', async () => {
    const client = await createDepositor();
    const now = Date.now();
    await setPreferences(client.uid, { gamblingSelfPause: { enabled: true, startDate: now - HOUR_MS, endDate: now + 48 * HOUR_MS } });
    const orderId = await paidOrder(client.uid, 2_000);
    await expectRefused(client, { orderId, amount: 2_000 }, 'failed-precondition', gamblingMessages.gamblingPaused);
  });

  it('a self-excluded account, and one excluded by support', async () => {
    const now = Date.now();
    const selfExcluded = await createDepositor({
      preferences: { gamblingSelfExclude: { enabled: true, startDate: now - HOUR_MS, endDate: now + 365 * 24 * HOUR_MS } },
    });
    await expectRefused(
      selfExcluded,
      { orderId: await paidOrder(selfExcluded.uid, 2_000), amount: 2_000 },
      'failed-precondition',
      gamblingMessages.gamblingExcluded,
    );
    const excluded = await createDepositor({ exclusion: 'Yes' });
    await expectRefused(
      excluded,
      { orderId: await paidOrder(excluded.uid, 2_000), amount: 2_000 },
      'failed-precondition',
      gamblingMessages.gamblingExcluded,
    );
  });

  it('a pause that has ended no longer blocks', async () => {
    const client = await createDepositor();
    const now = Date.now();
    await setUserFields(client.uid, {
      preferences: { gamblingSelfPause: { enabled: true, startDate: now - 72 * HOUR_MS, endDate: now - HOUR_MS } },
    });
    const orderId = await paidOrder(client.uid, 2_000);
    expect(await client.call('addBalance', { orderId, amount: 2_000, requestId: newRequestId() })).toMatchObject({ balance: 2_000 });
  });

  it('anyone while PayPal deposits are switched off', async () => {
    const orderId = await paidOrder(depositor.uid, 2_000);
    await setFlags({ paypal: false });
    try {
      await expectRefused(depositor, { orderId, amount: 2_000 }, 'failed-precondition', walletMessages.featureDisabled);
    } finally {
      await setFlags({ paypal: true });
    }
  });

  it('a signed-out visitor', async () => {
    const anonymous = await visitor();
    const orderId = await paidOrder(depositor.uid, 2_000);
    const message = await expectNoMoneyMoved(depositor.uid, () =>
      expectCallableError(anonymous.call('addBalance', { orderId, amount: 2_000, requestId: newRequestId() }), 'unauthenticated'),
    );
    expect(message).toBe(coreMessages.signInRequired);
  });
});
