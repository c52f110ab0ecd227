import type { LedgerType } from '../ledger/types';


/** Both reality-check buttons stay disabled this long after either is used. */
export const REALITY_CHECK_LOCK_MS = 5_000;
/** The IP lookup at session start: attempts and the pause between them. */
export const SESSION_LOOKUP_ATTEMPTS = 3;
export const SESSION_LOOKUP_RETRY_MS = 1_000;

/** Wager ledger types whose amounts make up a session's net bet total (stakes negative, returns positive). */
export const SESSION_WAGER_TYPES: readonly LedgerType[] = [
  'bet_placed',
  'bet_completed',
  'challenge_placed',
  'challenge_completed',
  'parlay_placed',
  'parlay_completed',
  'event_enter',
  'event_completed',
];

export interface SessionTimes {
  createdAt: number;
  expiresAt: number;
}

/** A session counts as expired once now reaches expiresAt. */
export function isSessionExpired(session: SessionTimes, now: number): boolean {
  return now >= session.expiresAt;
}

/** The reality-check interval of a session: from its (last) creation to its expiry. */
export function sessionInterval(session: SessionTimes): number {
  return Math.max(0, session.expiresAt - session.createdAt);
}

/**
 * The session ends by itself when the user was away for a whole further interval after it expired (nobody
 * answered the reality check): the spec's "within 1 time unit" auto-end.
 */
export function shouldEndAutomatically(session: SessionTimes, now: number): boolean {
  return now >= session.expiresAt + sessionInterval(session);
}

/** When a session created or refreshed at `now` expires. */
export function sessionExpiry(now: number, hours: number, unitMs: number): number {
  return now + hours * unitMs;
}

/** Net of the given ledger entries' cash amounts that are wagers, in cents. */
export function netWagerTotal(entries: ReadonlyArray<{ type: string; amount: number }>): number {
  const wagerTypes: readonly string[] = SESSION_WAGER_TYPES;
  return entries.reduce((sum, entry) => (wagerTypes.includes(entry.type) ? sum + entry.amount : sum), 0);
}
