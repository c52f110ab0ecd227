import { centsToDollars, dollarsToCents } from '@shared/core/money';

export interface StakeValues {
  basePrice: string;
  credits: number;
}

/** "12.5" -> "12.50" once the amount field is left; anything that is not a number is left for validation. */
export function toFixedAmount(value: string): string {
  const trimmed = value.trim();
  const amount = Number(trimmed);
  return trimmed !== '' && Number.isFinite(amount) ? centsToDollars(dollarsToCents(amount)).toFixed(2) : value;
}

/** The stake a form's values describe, in cents. */
export function stakeOf(values: StakeValues): { basePrice: number; credits: number } {
  const dollars = Number(values.basePrice);
  return { basePrice: values.basePrice.trim() === '' || !Number.isFinite(dollars) ? 0 : dollarsToCents(dollars), credits: values.credits };
}

/**
 * Whether the dialog offers PayPal (spec 02 section 2): PayPal is switched on, and an amount is entered without
 * credits and with a name. PayPal pays the cash amount only.
 */
export function paypalApplies(values: StakeValues & { challengerName: string }, paypalEnabled: boolean): boolean {
  return paypalEnabled && values.basePrice.trim() !== '' && values.credits === 0 && values.challengerName.trim() !== '';
}
