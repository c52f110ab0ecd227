import { centsToDollars, dollarsToCents } from '@shared/core/money';


/**
 * "12.5" -> "12.50" once the field is left, rounded to the cent the way the amount is sent (1.005 -> "1.01");
 * anything that is not a number is left for validation to report.
 */
export function toFixedAmount(value: string): string {
  const trimmed = value.trim();
  const amount = Number(trimmed);
  return trimmed !== '' && Number.isFinite(amount) ? centsToDollars(dollarsToCents(amount)).toFixed(2) : value;
}

/** A typed dollar amount in cents, or null while it is not a positive number. */
export function amountCentsOf(amount: string): number | null {
  const value = Number(amount);
  return amount.trim() !== '' && Number.isFinite(value) && value > 0 ? dollarsToCents(value) : null;
}
