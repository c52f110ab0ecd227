import { describe, expect, it } from 'vitest';
import { adminMessages } from './messages';
import { dayStartMs, daysBetween, fetchOrdersRequest, summaryRangeRequest } from './schemas';

const firstError = async (value: unknown) => {
  try {
    await summaryRangeRequest.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the Summary range', () => {
  it('accepts a range of real days, end on or after start, up to 366 days', async () => {
    expect(await firstError({ start: '2026-01-01', end: '2026-01-01' })).toBeNull();
    expect(await firstError({ start: '2024-01-01', end: '2024-12-31' })).toBeNull();
  });

  it.each([
    [{ start: '2026-01-02', end: '2026-01-01' }, adminMessages.endBeforeStart],
    [{ start: '2024-01-01', end: '2025-01-01' }, adminMessages.rangeTooLong],
    [{ start: '2026-02-29', end: '2026-03-01' }, adminMessages.dateFormat],
    [{ start: '2026-1-1', end: '2026-03-01' }, adminMessages.dateFormat],
    [{ end: '2026-03-01' }, adminMessages.dateFormat],
  ])('refuses %j: %s', async (value, message) => {
    expect(await firstError(value)).toBe(message);
  });

  it('lists every day of a range, across a month end', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(dayStartMs('2026-13-01')).toBeNaN();
  });
});

describe('the orders request', () => {
  const problem = async (value: unknown) => {
    try {
      await fetchOrdersRequest.validate(value, { strict: true });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };
  it('accepts every type or up to 10 known ones, and a limit of 1 to 500', async () => {
    expect(await problem({ userId: 'u1', types: [], limit: 500 })).toBeNull();
    expect(await problem({ userId: 'u1', types: ['add_balance', 'payout'], limit: 1 })).toBeNull();
  });
  it.each([
    [{ userId: 'u1', types: [], limit: 501 }, adminMessages.ordersLimit],
    [{ userId: 'u1', types: [], limit: '10' }, adminMessages.ordersLimit],
    [{ userId: 'u1', types: ['jackpot'], limit: 10 }, adminMessages.orderTypes],
    [{ userId: 'u1', limit: 10 }, adminMessages.orderTypes],
  ])('refuses %j: %s', async (value, message) => {
    expect(await problem(value)).toBe(message);
  });
});
