import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BONUS_CREDIT_CENTS, CENTS_PER_DOLLAR, centsToDollars, dollarsToCents, formatCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [123456789012, '$1,234,567,890.12'],
    [BONUS_CREDIT_CENTS, '$5.00'],
  ])('%d cents -> %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('always shows two decimals', () => {
    expect(formatCents(500)).toBe('$5.00');
    expect(formatCents(510)).toBe('$5.10');
    expect(formatCents(12.5)).toBe('$0.13');
  });

  it('reads as US English currency formatting does, for any whole number of cents', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatCents(cents)).toBe(usd.format(cents / CENTS_PER_DOLLAR));
      }),
      { numRuns: 2_000 },
    );
  });

  it('shows negative amounts with a minus sign', () => {
    expect(formatCents(-1)).toBe('-$0.01');
    expect(formatCents(-123456)).toBe('-$1,234.56');
  });

  it.each([NaN, Infinity, -Infinity, '1234', null, undefined, {}, [100], true])('treats %j as $0.00', (value) => {
    expect(formatCents(value)).toBe('$0.00');
  });
});

describe('dollarsToCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [5, 500],
    [1234.56, 123456],
    [0.1 + 0.2, 30],
    [10.15, 1015],
    [19.99, 1999],
    [1.005, 101],
    [4.345, 435],
    [8.675, 868],
    [1.004, 100],
    [19.999, 2000],
    [0.005, 1],
    [0.0049, 0],
    [1000, 100000],
  ])('$%d -> %d cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('rounds negative amounts half away from zero, like positive ones', () => {
    expect(dollarsToCents(-1.005)).toBe(-101);
    expect(dollarsToCents(-10.15)).toBe(-1015);
    expect(dollarsToCents(-0.004)).toBe(0);
    expect(Object.is(dollarsToCents(-0.004), -0)).toBe(false);
  });

  it('always gives a whole number of cents', () => {
    for (let i = 0; i < 2000; i += 1) {
      const dollars = i / 7 + 0.003;
      expect(Number.isInteger(dollarsToCents(dollars))).toBe(true);
    }
  });

  it('round-trips with centsToDollars', () => {
    for (const cents of [0, 1, 10, 99, 101, 1015, 123456, 999999]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(CENTS_PER_DOLLAR).toBe(100);
  });
});
