import { CENTS_PER_DOLLAR } from './constants';

const formatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats integer cents as `$1,234.56`. Anything that is not a finite number is shown as $0.00. */
export function formatCents(cents: unknown): string {
  const value = typeof cents === 'number' && Number.isFinite(cents) ? cents : 0;
  return formatter.format(value / CENTS_PER_DOLLAR);
}

/** Converts a dollar amount (as typed in a form) to integer cents, rounding to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * CENTS_PER_DOLLAR);
}

export function centsToDollars(cents: number): number {
  return cents / CENTS_PER_DOLLAR;
}
