export { CurrentUserProvider } from './CurrentUserProvider';
export { VerificationGate } from './VerificationGate';
export { useCurrentUser } from './currentUser';
export { isAuthScreen } from './routePaths';
export { requestedPage } from './redirectTarget';
export { rememberReferralFromPath, useReferralCookieOnConsent } from './referral';
export { useOnce } from './useOnce';
