import { beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_LIMIT_DEFAULTS } from '../../functions/src/shared/preferences/preferences';
import { expectCallableError } from '../support/client';
import { createAccount, signIn, visitor, type AccountUser } from './support';
import {
  HOUR_MS,
  OPEN_PROMOTION,
  createDepositor,
  expectNoMoneyMoved,
  newRequestId,
  paidOrder,
  setAppSettings,
  setPreferences,
} from './walletSupport';
import { coreMessages } from '../../functions/src/shared/core/messages';

async function deposit(client: AccountUser, amount: number): Promise<void> {
  await client.call('addBalance', { orderId: await paidOrder(client.uid, amount), amount, requestId: newRequestId() });
}

const untouched = (limit: number) => ({ total: 0, remaining: limit, limitReached: false });

beforeAll(async () => {
  await setAppSettings({ bonus: OPEN_PROMOTION });
});

describe('checkDepositLimits', () => {
  it('reports gross deposits against the default limits', async () => {
    const client = await createDepositor();
    expect(await client.call('checkDepositLimits', { userId: client.uid })).toEqual({
      daily: untouched(DEPOSIT_LIMIT_DEFAULTS.daily),
      weekly: untouched(DEPOSIT_LIMIT_DEFAULTS.weekly),
      monthly: untouched(DEPOSIT_LIMIT_DEFAULTS.monthly),
    });
    await deposit(client, 2_500);
    await deposit(client, 40_000);
    expect(await client.call('checkDepositLimits', { userId: client.uid })).toEqual({
      daily: { total: 42_500, remaining: 57_500, limitReached: false },
      weekly: { total: 42_500, remaining: 207_500, limitReached: false },
      monthly: { total: 42_500, remaining: 457_500, limitReached: false },
    });
  });

  it('applies the lower limits a user set, and reports a reached limit', async () => {
    const client = await createDepositor({ preferences: { gamblingDepositLimits: { daily: 2_000, weekly: 3_000 } } });
    await deposit(client, 2_000);
    expect(await client.call('checkDepositLimits', { userId: client.uid })).toMatchObject({
      daily: { total: 2_000, remaining: 0, limitReached: true },
      weekly: { total: 2_000, remaining: 1_000, limitReached: false },
      monthly: { total: 2_000, remaining: DEPOSIT_LIMIT_DEFAULTS.monthly - 2_000, limitReached: false },
    });
  });

  it('lets a user read only their own limits and an admin read anyone', async () => {
    const owner = await createDepositor();
    const stranger = await createAccount();
    const admin = await signIn({ roles: ['admin'] });
    const message = await expectCallableError(stranger.call('checkDepositLimits', { userId: owner.uid }), 'permission-denied');
    expect(message).toBe(coreMessages.permissionDenied);
    expect(await admin.call('checkDepositLimits', { userId: owner.uid })).toMatchObject({ daily: { total: 0 } });
    expect(await expectCallableError(admin.call('checkDepositLimits', { userId: 'no-such-user' }), 'not-found')).toBe(coreMessages.userNotFound);
    const anonymous = await visitor();
    await expectCallableError(anonymous.call('checkDepositLimits', { userId: owner.uid }), 'unauthenticated');
    await expectCallableError(owner.call('checkDepositLimits', {}), 'invalid-argument');
    await expectCallableError(owner.call('checkDepositLimits', { userId: owner.uid, extra: 1 }), 'invalid-argument');
  });
});

describe('addBalance and deposit limits', () => {
  it('refuses with the first exceeded period and the amount over', async () => {
    const client = await createDepositor({ preferences: { gamblingDepositLimits: { daily: 2_000 } } });
    await deposit(client, 1_500);
    const orderId = await paidOrder(client.uid, 1_000);
    const daily = await expectNoMoneyMoved(client.uid, () =>
      expectCallableError(client.call('addBalance', { orderId, amount: 1_000, requestId: newRequestId() }), 'failed-precondition'),
    );
    expect(daily).toBe('Daily Limit exceeded by $5.00');

    const weekly = await createDepositor({ preferences: { gamblingDepositLimits: { weekly: 1_000 } } });
    const big = await paidOrder(weekly.uid, 1_234);
    const message = await expectNoMoneyMoved(weekly.uid, () =>
      expectCallableError(weekly.call('addBalance', { orderId: big, amount: 1_234, requestId: newRequestId() }), 'failed-precondition'),
    );
    expect(message).toBe('Weekly Limit exceeded by $2.34');
  });

  it('applies a pending increase only once it is due', async () => {
    const now = Date.now();
    const waiting = await createDepositor();
    await setPreferences(waiting.uid, {
      gamblingDepositLimits: { daily: 1_000, pending: { daily: { amount: 5_000, effectiveAt: now + 24 * HOUR_MS } } },
    });
    const orderId = await paidOrder(waiting.uid, 3_000);
    expect(
      await expectCallableError(waiting.call('addBalance', { orderId, amount: 3_000, requestId: newRequestId() }), 'failed-precondition'),
    ).toBe('Daily Limit exceeded by $20.00');

    const due = await createDepositor();
    await setPreferences(due.uid, {
      gamblingDepositLimits: { daily: 1_000, pending: { daily: { amount: 5_000, effectiveAt: now - HOUR_MS } } },
    });
    const dueOrder = await paidOrder(due.uid, 3_000);
    expect(await due.call('addBalance', { orderId: dueOrder, amount: 3_000, requestId: newRequestId() })).toMatchObject({ balance: 3_000 });
    expect(await due.call('checkDepositLimits', { userId: due.uid })).toMatchObject({ daily: { total: 3_000, remaining: 2_000 } });
  });
});
