import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { GamblingRefusal, GamblingRefusalCode } from '../shared/gambling/refusals';
import type { RefusalDetails } from '../shared/core/refusals';

/** A region refusal is about where the caller is, not about their account, hence permission-denied. */
const HTTPS_CODES: Record<GamblingRefusalCode, FunctionsErrorCode> = {
  identity: 'failed-precondition',
  paused: 'failed-precondition',
  excluded: 'failed-precondition',
  'betting-disabled': 'failed-precondition',
  'betting-unavailable': 'failed-precondition',
  'limit-decision': 'failed-precondition',
  'harm-hold': 'failed-precondition',
  region: 'permission-denied',
};

/** The callable error for `refusal`: its message for people, its code in details for the client to act on. */
export function refusalError(refusal: GamblingRefusal): HttpsError {
  const details: RefusalDetails = { reason: refusal.code };
  return new HttpsError(HTTPS_CODES[refusal.code], refusal.message, details);
}
