import { Navigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../app/paths';
import { storeReferralId } from './referral';

/** /referral/{referralID}: remembers the referrer in a cookie, then goes home. */
export function ReferralPage() {
  const { referralId } = useParams();
  if (referralId) storeReferralId(referralId);
  return <Navigate to={ROUTES.home} replace />;
}
