import { useSession } from '../auth/session';
import { useFeatureFlags } from '../config/useFeatureFlags';

/** The gambling preferences show for a verified user with the betting feature while the betting flag is on. */
export function useBettingAllowed(): { allowed: boolean; loading: boolean } {
  const { userDoc } = useSession();
  const { flags, loading } = useFeatureFlags();
  return { allowed: Boolean(userDoc?.isVerified && userDoc.features?.betting && flags.betting), loading };
}
