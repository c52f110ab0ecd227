/** Route paths, defined once. */
export const ROUTES = {
  home: '/',
  login: '/auth/login',
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot-password',
  twitchCallback: '/auth/twitch',
  authAction: '/auth/action',
  resetPassword: '/reset-password',
  sendLink: '/send-link',
  verifyLink: '/verify-link',
  referral: '/referral/:referralId',
  settings: '/settings',
  adminUsers: '/admin/users',
  termsConditions: '/terms-conditions',
  privacyPolicy: '/privacy-policy',
} as const;

/** Paths an unverified signed-in user may still open: the email-link screens and the action handler. */
export const VERIFICATION_PATHS: readonly string[] = [ROUTES.sendLink, ROUTES.verifyLink, ROUTES.resetPassword, ROUTES.authAction];

/** Pages without the top header. */
export function hidesHeader(pathname: string): boolean {
  return pathname.startsWith('/auth/');
}
