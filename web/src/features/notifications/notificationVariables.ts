import dayjs from 'dayjs';
import { formatCents } from '@shared/core/money';

/** Readers for a notification's loosely typed `variables`: each returns null when the value is missing or unusable. */

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A name given as a string or as an object with a name or username (streamer, challenger, competitor). */
export function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return text(value);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return text(record.name) ?? text(record.username) ?? text(record.displayName);
  }
  return null;
}

/** Cents as `$1,234.56`. */
export function moneyOf(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? formatCents(value) : null;
}

/** A positive whole count (credits). */
export function countOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

export function textOf(value: unknown): string | null {
  return text(value);
}

/** A document id usable in a link. */
export function idOf(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : null;
}

/** "Team A vs Team B" from competitors [{id, name}]. */
export function matchupOf(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const names = value.map(nameOf).filter((name): name is string => name !== null);
  return names.length >= 2 ? names.join(' vs ') : null;
}

/** Decimal odds such as 2.1 -> "2.10". */
export function oddsOf(value: unknown): string | null {
  const odds = typeof value === 'string' ? Number(value) : value;
  return typeof odds === 'number' && Number.isFinite(odds) && odds > 0 ? odds.toFixed(2) : null;
}

/** A date given as a Firestore timestamp, ms since epoch or an ISO string, e.g. "Dec 8, 7:30 PM". */
export function dateOf(value: unknown): string | null {
  let date: Date | null = null;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') date = value.toDate() as Date;
  else if (typeof value === 'number' || typeof value === 'string') date = new Date(value);
  if (!date || Number.isNaN(date.getTime())) return null;
  return dayjs(date).format('MMM D, h:mm A');
}

export function quoted(title: string | null): string {
  return title ? ` “${title}”` : '';
}
