const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: creating an `Intl` formatter costs milliseconds, formatting with one microseconds. */
function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true, timeZone });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** The product's date format from the spec ('MMM d, yyyy hh:mm a'), e.g. "Jan 5, 2026 03:04 PM". */
export function formatDateTime(ms: number, timeZone?: string): string {
  const parts = dateTimeFormat(timeZone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** Server-side messages name times in the UK, where the product is licensed. */
export const PRODUCT_TIME_ZONE = 'Europe/London';

/** `ms` plus whole calendar months (UTC), clamped to the last day of a shorter month (Aug 31 + 6 months = Feb 28). */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}
