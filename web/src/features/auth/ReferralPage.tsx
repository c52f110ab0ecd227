import { Navigate, useParams } from 'react-router-dom';
import { rememberReferralId } from './referral';
import { HOME_PATHS } from '../../lib/paths';

/**
 * /referral/{referralID}: remembers the referrer, then goes home. The referral cookie is written once cookies
 * are accepted (at once when they already are).
 */
export function ReferralPage() {
  const { referralId } = useParams();
  if (referralId) rememberReferralId(referralId);
  return <Navigate to={HOME_PATHS.home} replace />;
}
