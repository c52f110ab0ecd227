import { exclusionStatus, type ExclusionStatus } from '@shared/gambling/exclusionStatus';
import { preferencesOf } from '@shared/preferences/preferences';
import { useCurrentUser } from '../auth';
import { useFeatureFlags } from '../remoteConfig';
import { useNow } from '../../lib/useNow';

export interface BettingAvailability {
  /** A verified user with the betting feature while the betting flag is on: the gambling preferences apply. */
  allowed: boolean;
  /** Allowed, and neither paused nor excluded right now: gambling screens (session bar, Bet buttons) show. */
  canGamble: boolean;
  /** Pause and exclusion as the server computes them (display only: the server decides). */
  status: ExclusionStatus | null;
  loading: boolean;
}

/** Who may gamble, mirrored from live data for display; every gambling callable checks again on the server. */
export function useBettingAllowed(): BettingAvailability {
  const { userDoc } = useCurrentUser();
  const { flags, loading } = useFeatureFlags();
  const tick = useNow(60_000);
  const { gamblingSelfExclude, gamblingSelfPause } = preferencesOf(userDoc?.preferences);
  // The minute clock may lag a pause or exclusion saved just now (it starts at the server's time): count from its start.
  const now = Math.max(tick, gamblingSelfExclude.startDate ?? 0, gamblingSelfPause.startDate ?? 0);
  const allowed = Boolean(userDoc?.isVerified && userDoc.features?.betting && flags.betting);
  const status = userDoc ? exclusionStatus(userDoc, now) : null;
  return { allowed, canGamble: allowed && status?.canGamble === true, status, loading };
}
