import { HttpsError } from 'firebase-functions/v2/https';
import type { SignedInContext } from '../core/callable';
import { coreMessages } from '../shared/core/messages';
import { hasAnyRole } from '../shared/core/roles';
import { HISTORY_DEFAULT_MONTHS, monthAt, type HistoryScope } from '../shared/wallet/history';

/**
 * Whose history a call reads and from when: the caller's own, or another user's for Admin and Super Admin only.
 * `startMs` is the start of the first month of the scope (the current UTC month counts as one).
 */
export function historyScope(data: { userId?: string; months?: number }, caller: SignedInContext, now = Date.now()): HistoryScope & { startMs: number } {
  const userId = data.userId ?? caller.uid;
  if (userId !== caller.uid && !hasAnyRole(caller.claims, ['admin'])) throw new HttpsError('permission-denied', coreMessages.permissionDenied);
  const months = data.months ?? HISTORY_DEFAULT_MONTHS;
  const first = monthAt(now, months - 1);
  return { userId, months, from: first.month, startMs: first.startMs };
}
