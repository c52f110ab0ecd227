import { exclusionStatus, type ExclusionStatus } from '@shared/gambling/exclusionStatus';
import { preferencesOf } from '@shared/preferences/preferences';
import { useCurrentUser } from '../auth';
import { useFeatureFlags } from '../remoteConfig';
import { useNow } from '../../lib/useNow';

export interface BettingAvailability {
  /** Identity verified: the user can put money in, so the gambling tools (limits, breaks, exclusion) apply. */
  verified: boolean;
  /** Verified, eligible to bet (`features.betting`, granted with the identity check) and the betting flag on. */
  allowed: boolean;
  /** Allowed, and neither paused nor excluded right now: betting screens (session bar, Bet buttons) show. */
  canGamble: boolean;
  /** Pause and exclusion as the server computes them (display only: the server decides). */
  status: ExclusionStatus | null;
  loading: boolean;
}

/**
 * Who may gamble, mirrored live from the account document and config/flags for display: support withdrawing or
 * restoring eligibility, or switching the flag, shows at once. Every gambling callable checks again on the server.
 */
export function useBettingAllowed(): BettingAvailability {
  const { userDoc } = useCurrentUser();
  const { flags, loading } = useFeatureFlags();
  const tick = useNow(60_000);
  const { gamblingSelfExclude, gamblingSelfPause } = preferencesOf(userDoc?.preferences);
  // The minute clock may lag a pause or exclusion saved just now (it starts at the server's time): count from its start.
  const now = Math.max(tick, gamblingSelfExclude.startDate ?? 0, gamblingSelfPause.startDate ?? 0);
  const verified = userDoc?.isVerified === true;
  const allowed = Boolean(verified && userDoc?.features?.betting && flags.betting);
  const status = userDoc ? exclusionStatus(userDoc, now) : null;
  return { verified, allowed, canGamble: allowed && status?.canGamble === true, status, loading };
}
