import { BONUS_CREDIT_CENTS, dollarsToCents } from '@shared/core/money';
import { TIP_MAX } from '@shared/streamBets/constants';

/** Amount input (spec 02 section 5): digits with up to 2 decimals, leading zeros stripped, dashes removed. */
export function cleanAmount(input: string): string {
  const digits = input.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digits.split('.');
  const trimmed = whole.replace(/^0+(?=\d)/, '');
  return rest.length ? `${trimmed || '0'}.${rest.join('').slice(0, 2)}` : trimmed;
}

/** Custom tip input: a percent with up to 3 decimals, capped at 100. */
export function cleanTip(input: string): string {
  const digits = input.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digits.split('.');
  const value = rest.length ? `${whole.replace(/^0+(?=\d)/, '') || '0'}.${rest.join('').slice(0, 3)}` : whole.replace(/^0+(?=\d)/, '');
  return Number(value) > TIP_MAX ? String(TIP_MAX) : value;
}

export const amountCents = (amount: string) => (amount === '' || Number.isNaN(Number(amount)) ? 0 : dollarsToCents(Number(amount)));

/** Credits auto-raise: an amount covering more whole credits than selected raises them, up to what the user has. */
export function creditsForAmount(amount: string, selected: number, available: number): number {
  const whole = Math.floor(amountCents(amount) / BONUS_CREDIT_CENTS);
  return whole > selected ? Math.min(available, whole) : selected;
}

/** Picking credits sets the amount to at least their value. */
export function amountForCredits(amount: string, credits: number): string {
  const floor = credits * BONUS_CREDIT_CENTS;
  return amountCents(amount) >= floor ? amount : (floor / 100).toFixed(2).replace(/\.00$/, '');
}

/** The amount typed (cleaned), with the credits it raises. */
export function withAmount<T extends { amount: string; credits: number }>(values: T, raw: string, available: number): T {
  const amount = cleanAmount(raw);
  return { ...values, amount, credits: creditsForAmount(amount, values.credits, available) };
}

/** The credits picked, with the amount they raise. */
export function withCredits<T extends { amount: string; credits: number }>(values: T, credits: number): T {
  return { ...values, credits, amount: amountForCredits(values.amount, credits) };
}
