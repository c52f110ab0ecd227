import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { depositLimitUsage, type DepositLimitsResult } from '../preferences/limitUsage';
import { fieldErrors } from '../../../../tests/support/fieldErrors';
import { addBalanceRequest, bankPayoutFormSchema, createTrueLayerPaymentRequest, createTrueLayerPayoutRequest, depositFormSchema, makePayoutRequest, payoutFormSchema } from './schemas';
import { coreMessages } from '../core/messages';


/** Validates like a callable does (strict, first error) and returns the message, or null when valid. */
async function requestError(schema: AnyObjectSchema, data: Record<string, unknown>): Promise<string | null> {
  try {
    await schema.validate(data, { strict: true, abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const NOW = Date.parse('2026-06-30T12:00:00Z');
/** Usage with $100 left today, $200 this week and $300 this month. */
const USAGE: DepositLimitsResult = depositLimitUsage([], { daily: 10_000, weekly: 20_000, monthly: 30_000 }, NOW);

const depositAmountError = async (amount: unknown, usage?: DepositLimitsResult) =>
  (await fieldErrors(depositFormSchema(usage), { amount })).amount;

describe('deposit form (dollars)', () => {
  it.each([undefined, '', '   ', null])('requires an amount (%j)', async (amount) => {
    expect(await depositAmountError(amount)).toBe(coreMessages.amountRequired);
  });

  it('refuses text that is not a number with the same message', async () => {
    expect(await depositAmountError('ten')).toBe(coreMessages.amountRequired);
  });

  it.each([0, 1, 4.99, 4.994, -10])('refuses %d with "$5 minimum"', async (amount) => {
    expect(await depositAmountError(amount)).toBe('$5 minimum');
  });

  it.each([5, '5', 4.995, 25.5, 999.99, 1000])('accepts %j', async (amount) => {
    expect(await depositAmountError(amount)).toBeUndefined();
  });

  it.each([1000.01, 1000.005, 5000])('refuses %d with the maximum message', async (amount) => {
    expect(await depositAmountError(amount)).toBe('Amount exceeds maximum limit of $1000');
  });

  it('names the period and the amount over the limit, rounded to the cent', async () => {
    expect(await depositAmountError(105, USAGE)).toBe('Daily Limit exceeded by $5.00');
    expect(await depositAmountError(100.004, USAGE)).toBeUndefined();
    expect(await depositAmountError(100.005, USAGE)).toBe('Daily Limit exceeded by $0.01');
    expect(await depositAmountError(100, USAGE)).toBeUndefined();
  });

  it('reports the weekly and monthly limits when the daily one fits', async () => {
    const weekly = depositLimitUsage([{ amount: 15_000, at: NOW - 2 * 24 * 3_600_000 }], { daily: 10_000, weekly: 20_000, monthly: 30_000 }, NOW);
    expect(await depositAmountError(60, weekly)).toBe('Weekly Limit exceeded by $10.00');
    const monthly = depositLimitUsage([{ amount: 27_500, at: NOW - 10 * 24 * 3_600_000 }], { daily: 10_000, weekly: 20_000, monthly: 30_000 }, NOW);
    expect(await depositAmountError(30, monthly)).toBe('Monthly Limit exceeded by $5.00');
  });

  it('shows the minimum before the limit, and the limit before the maximum', async () => {
    const spent = depositLimitUsage([{ amount: 10_000, at: NOW - 3_600_000 }], { daily: 10_000, weekly: 20_000, monthly: 30_000 }, NOW);
    expect(await depositAmountError(4, spent)).toBe('$5 minimum');
    expect(await depositAmountError(1_200, USAGE)).toBe('Daily Limit exceeded by $1,100.00');
  });

  it('applies no limit while the usage is unknown', async () => {
    expect(await depositAmountError(1_000)).toBeUndefined();
  });
});

describe('deposit requests (integer cents)', () => {
  const base = { orderId: 'ORDER-1', requestId: 'request-0001' };

  it('accepts whole cents from $5 to $1000', async () => {
    for (const amount of [500, 501, 99_999, 100_000]) expect(await requestError(addBalanceRequest, { ...base, amount })).toBeNull();
  });

  it.each([500.5, 2_500.01, 0.5])('refuses %d: cents must be whole', async (amount) => {
    expect(await requestError(addBalanceRequest, { ...base, amount })).toBe('amount must be a whole number of cents');
  });

  it('refuses amounts outside $5-$1000 with the form messages', async () => {
    expect(await requestError(addBalanceRequest, { ...base, amount: 499 })).toBe('$5 minimum');
    expect(await requestError(addBalanceRequest, { ...base, amount: 100_001 })).toBe('Amount exceeds maximum limit of $1000');
  });

  it('refuses a missing amount or one sent as text', async () => {
    expect(await requestError(addBalanceRequest, base)).toBe(coreMessages.amountRequired);
    expect(await requestError(addBalanceRequest, { ...base, amount: '2500' })).toBe(coreMessages.amountRequired);
  });

  it('applies the same rules to a bank payment', async () => {
    const bank = { returnUri: 'https://clutchpot.gg/deposit/success', currency: 'GBP', requestId: 'request-0001' };
    expect(await requestError(createTrueLayerPaymentRequest, { ...bank, amount: 2_500 })).toBeNull();
    expect(await requestError(createTrueLayerPaymentRequest, { ...bank, amount: 2_500.5 })).toBe('amount must be a whole number of cents');
    expect(await requestError(createTrueLayerPaymentRequest, { ...bank, amount: 499 })).toBe('$5 minimum');
  });
});

describe('payout form (dollars)', () => {
  const payoutErrors = (values: Record<string, unknown>, balance?: number) => fieldErrors(payoutFormSchema(balance), values);
  const email = 'payee@example.com';

  it.each([undefined, '', 'abc'])('refuses amount %j with "Amount must be a number"', async (amount) => {
    expect((await payoutErrors({ amount, email })).amount).toBe('Amount must be a number');
  });

  it.each([0, 0.99, 0.994, -5])('refuses %d with "Amount must be at least $1"', async (amount) => {
    expect((await payoutErrors({ amount, email })).amount).toBe('Amount must be at least $1');
  });

  it('refuses more than the available balance, to the cent', async () => {
    expect((await payoutErrors({ amount: 25.01, email }, 2_500)).amount).toBe('Amount must not exceed available balance');
    expect(await payoutErrors({ amount: 25, email }, 2_500)).toEqual({});
    expect(await payoutErrors({ amount: 1, email }, 2_500)).toEqual({});
    expect(await payoutErrors({ amount: 0.995, email }, 2_500)).toEqual({});
  });

  it('refuses any amount when the balance is zero', async () => {
    expect((await payoutErrors({ amount: 1, email }, 0)).amount).toBe('Amount must not exceed available balance');
  });

  it('requires a valid email', async () => {
    expect((await payoutErrors({ amount: 10 })).email).toBe('Email is required');
    expect((await payoutErrors({ amount: 10, email: '' })).email).toBe('Email is required');
    expect((await payoutErrors({ amount: 10, email: '   ' })).email).toBe('Email is required');
    expect((await payoutErrors({ amount: 10, email: 'not-an-email' })).email).toBe('Invalid email address');
    expect((await payoutErrors({ amount: 10, email: 'two words@example.com' })).email).toBe('Invalid email address');
    expect((await payoutErrors({ amount: 10, email: `${'a'.repeat(250)}@example.com` })).email).toBe('Invalid email address');
  });

  it('reports both fields at once', async () => {
    expect(await payoutErrors({ amount: '', email: 'x' })).toEqual({ amount: 'Amount must be a number', email: 'Invalid email address' });
  });

  it('bank payout form applies the same amount rules and asks for no email', async () => {
    expect(await fieldErrors(bankPayoutFormSchema(2_500), { amount: 25 })).toEqual({});
    expect((await fieldErrors(bankPayoutFormSchema(2_500), { amount: 25.01 })).amount).toBe('Amount must not exceed available balance');
    expect((await fieldErrors(bankPayoutFormSchema(2_500), { amount: 0.5 })).amount).toBe('Amount must be at least $1');
  });
});

describe('payout requests (integer cents)', () => {
  const base = { email: 'payee@example.com', gateway: 'paypal', requestId: 'request-0001' };

  it('accepts whole cents from $1', async () => {
    expect(await requestError(makePayoutRequest, { ...base, amount: 100 })).toBeNull();
    expect(await requestError(makePayoutRequest, { ...base, amount: 1_000_000 })).toBeNull();
  });

  it('refuses fractions of a cent, less than $1 and absurd amounts', async () => {
    expect(await requestError(makePayoutRequest, { ...base, amount: 150.5 })).toBe('amount must be a whole number of cents');
    expect(await requestError(makePayoutRequest, { ...base, amount: 99 })).toBe('Amount must be at least $1');
    expect(await requestError(makePayoutRequest, { ...base, amount: 100_000_001 })).toBe('Amount must not exceed available balance');
  });

  it('refuses a missing amount, one sent as text and a bad email', async () => {
    expect(await requestError(makePayoutRequest, base)).toBe('Amount must be a number');
    expect(await requestError(makePayoutRequest, { ...base, amount: '100' })).toBe('Amount must be a number');
    expect(await requestError(makePayoutRequest, { ...base, amount: 100, email: 'nope' })).toBe('Invalid email address');
  });

  it('applies the same rules to a bank payout', async () => {
    const bank = { currency: 'GBP', requestId: 'request-0001' };
    expect(await requestError(createTrueLayerPayoutRequest, { ...bank, amount: 100 })).toBeNull();
    expect(await requestError(createTrueLayerPayoutRequest, { ...bank, amount: 99 })).toBe('Amount must be at least $1');
    expect(await requestError(createTrueLayerPayoutRequest, { ...bank, amount: 100.5 })).toBe('amount must be a whole number of cents');
  });
});
