import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from './currentUser';
import { VERIFICATION_PATHS } from './routePaths';
import { AUTH_PATHS } from '../../lib/paths';

/** A signed-in user whose email is not verified may only use the email-link screens. */
export function VerificationGate({ children }: { children: ReactNode }) {
  const { user, emailVerified } = useCurrentUser();
  const { pathname } = useLocation();
  if (user && !emailVerified && !VERIFICATION_PATHS.includes(pathname)) {
    return <Navigate to={AUTH_PATHS.sendLink} replace />;
  }
  return <>{children}</>;
}
