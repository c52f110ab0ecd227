import type { Inquiry } from '../clients/identity';
import { MINIMUM_AGE } from '../shared/core/product';

/**
 * What an inquiry's outcome means for the account. The provider's approval is necessary but not enough: the
 * server checks the age and the country itself (DECISIONS.md: every gambling check is made on the server).
 */
export const ALLOWED_COUNTRY = 'GB';
const UK_TIME_ZONE = 'Europe/London';

export type DenialReason = 'under18' | 'declined' | 'region';

export type InquiryOutcome =
  | { kind: 'open' }
  | { kind: 'completed' }
  | { kind: 'approved' }
  | { kind: 'denied'; reason: DenialReason };

/** The calendar date (year, month 1-12, day) in the UK at `now`. */
function ukDate(now: Date): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  return [part('year'), part('month'), part('day')];
}

/**
 * Whole years of age on the UK calendar date at `now`, for a YYYY-MM-DD birthdate; null when it is not a real
 * date or lies in the future. Someone born on 29 February comes of age on 1 March in other years.
 */
export function ageOn(birthdate: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const [todayYear, todayMonth, todayDay] = ukDate(now);
  const hadBirthday = todayMonth > month || (todayMonth === month && todayDay >= day);
  const age = todayYear - year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

const DECIDED_DENIED = new Set(['declined', 'failed']);
const AWAITING_DECISION = new Set(['completed', 'needs_review']);

/** Reads the provider's inquiry (as read back from the provider, never from a webhook body). */
export function inquiryOutcome(inquiry: Pick<Inquiry, 'status' | 'birthdate' | 'countryCode'>, now: Date): InquiryOutcome {
  if (AWAITING_DECISION.has(inquiry.status)) return { kind: 'completed' };
  if (inquiry.status !== 'approved' && !DECIDED_DENIED.has(inquiry.status)) return { kind: 'open' };
  const age = inquiry.birthdate ? ageOn(inquiry.birthdate, now) : null;
  if (age !== null && age < MINIMUM_AGE) return { kind: 'denied', reason: 'under18' };
  if (inquiry.countryCode !== null && inquiry.countryCode !== ALLOWED_COUNTRY) return { kind: 'denied', reason: 'region' };
  if (inquiry.status === 'approved' && age !== null && inquiry.countryCode === ALLOWED_COUNTRY) return { kind: 'approved' };
  return { kind: 'denied', reason: 'declined' };
}
