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
  notifications: '/notifications',
  deposit: '/deposit',
  depositSuccess: '/deposit/success',
  withdraw: '/withdraw',
  identity: '/identity',
  preferences: '/preferences',
  bettingRules: '/betting-rules',
  challenge: '/challenge/:streamId',
  termsConditions: '/terms-conditions',
  privacyPolicy: '/privacy-policy',
  responsibleGaming: '/responsible-gaming',
  help: '/help',
  aboutUs: '/about-us',
  eventRules: '/event-rules',
  features: '/features',
  parlay: '/parlay',
  manageCookies: '/manage-cookies',
} as const;

export const challengePath = (streamId: string) => `/challenge/${streamId}`;
export const battlePath = (battleId: string) => `/battles/${battleId}`;

/** Paths an unverified signed-in user may still open: the email-link screens and the action handler. */
export const VERIFICATION_PATHS: readonly string[] = [ROUTES.sendLink, ROUTES.verifyLink, ROUTES.resetPassword, ROUTES.authAction];

/** Full-screen pages without the top header and the footer: the auth screens and the email-link screens. */
export function hidesHeader(pathname: string): boolean {
  return pathname.startsWith('/auth/') || VERIFICATION_PATHS.includes(pathname);
}
