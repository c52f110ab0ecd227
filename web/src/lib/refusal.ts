import { FirebaseError } from 'firebase/app';
import type { RefusalDetails } from '@shared/core/refusals';
import { errorMessage } from './errors';

/** The server's definite answer that it did not do a write (nothing moved). */
export interface Refusal {
  /** The callable error code without its 'functions/' prefix, e.g. 'failed-precondition'. */
  code: string;
  message: string;
  details: RefusalDetails | null;
}

/** Errors after which the write may or may not have happened (a lost response, a crash): not refusals. */
const OUTCOME_UNKNOWN = new Set(['functions/internal', 'functions/unavailable', 'functions/deadline-exceeded', 'functions/unknown', 'functions/cancelled']);

function detailsOf(error: FirebaseError): RefusalDetails | null {
  const details = (error as FirebaseError & { details?: unknown }).details;
  return typeof details === 'object' && details !== null && typeof (details as { reason?: unknown }).reason === 'string'
    ? (details as RefusalDetails)
    : null;
}

/** The refusal `error` is, or null when it is not one (its outcome unknown, or not from a callable). */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof FirebaseError) || !error.code.startsWith('functions/') || OUTCOME_UNKNOWN.has(error.code)) return null;
  return { code: error.code.slice('functions/'.length), message: errorMessage(error), details: detailsOf(error) };
}

/** The new battle odds an odds-changed refusal carries, or null. */
export function changedBattleOdds(refusal: Refusal): number | null {
  const details = refusal.details;
  return details?.reason === 'odds-changed' && 'odds' in details ? details.odds : null;
}

/** True when the refusal says the odds moved (a stream's odds were replaced). */
export const isOddsChanged = (refusal: Refusal) => refusal.details?.reason === 'odds-changed';
