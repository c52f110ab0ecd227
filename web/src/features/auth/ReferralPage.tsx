import { Navigate, useParams } from 'react-router-dom';
import { HOME_PATHS } from '../home';
import { storeReferralId } from './referral';

/** /referral/{referralID}: remembers the referrer in a cookie, then goes home. */
export function ReferralPage() {
  const { referralId } = useParams();
  if (referralId) storeReferralId(referralId);
  return <Navigate to={HOME_PATHS.home} replace />;
}
