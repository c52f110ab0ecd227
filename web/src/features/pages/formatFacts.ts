import { CENTS_PER_DOLLAR } from '@shared/core/money';


function currency(locale: string, code: string) {
  const whole = new Intl.NumberFormat(locale, { style: 'currency', currency: code, maximumFractionDigits: 0 });
  const exact = new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (value: number) => (Number.isInteger(value) ? whole : exact).format(value);
}

const dollars = currency('en-US', 'USD');
const pounds = currency('en-GB', 'GBP');
const longDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' });

/** Cents as dollars for prose: whole amounts without decimals ($40, $1,000), others with two ($12.50). */
export function formatDollars(cents: number): string {
  return dollars(cents / CENTS_PER_DOLLAR);
}

/** Pounds for prose, the same way (£1,000, £0.79). */
export function formatPounds(amount: number): string {
  return pounds(amount);
}

/** An ISO date as UK readers write it, in UK time ("31 December 2026"); null when it is not a date. */
export function formatLongDate(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : longDate.format(time);
}

/** "1 hour", "24 hours". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? singular : plural}`;
}

function joinWith(word: string, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
}

/** "a", "a or b", "a, b or c". */
export const joinWithOr = (items: readonly string[]) => joinWith('or', items);
/** "a", "a and b", "a, b and c". */
export const joinWithAnd = (items: readonly string[]) => joinWith('and', items);

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "one account", "two accounts", "12 accounts". */
export function countInWords(count: number, singular: string, plural = `${singular}s`): string {
  const number = Number.isInteger(count) && count >= 0 && count < WORDS.length ? WORDS[count] : count.toLocaleString('en-GB');
  return `${number} ${count === 1 ? singular : plural}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
