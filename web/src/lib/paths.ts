/**
 * The paths of the pages other features link to (the home page, sign-in, the streams' pages, the information pages,
 * Preferences, Settings, Identity, Deposit and Withdraw): every part of the app may link to them without importing
 * the feature that owns the page. Each feature's routes.tsx declares its pages with these.
 */
export const HOME_PATHS = { home: '/' } as const;

export const AUTH_PATHS = {
  login: '/auth/login',
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot-password',
  twitchCallback: '/auth/twitch',
  /** Riot Sign-On's callback (the streams area's page): under /auth/ as the spec has it, but reached signed in. */
  riotCallback: '/auth/riotgames',
  authAction: '/auth/action',
  resetPassword: '/reset-password',
  sendLink: '/send-link',
  verifyLink: '/verify-link',
  referral: '/referral/:referralId',
} as const;

export const STREAM_PATHS = {
  riotCallback: AUTH_PATHS.riotCallback,
  search: '/search',
  myStream: '/my-stream',
  notFound: '/not-found',
  error: '/error',
  challenge: '/challenge/:id',
  /** Every other single-segment path: react-router ranks this below every static path, so it shadows none. */
  streamer: '/:username',
} as const;

/** The information pages: rules, policies, help and the product's own pages. */
export const PAGE_PATHS = {
  aboutUs: '/about-us',
  bettingRules: '/betting-rules',
  eventRules: '/event-rules',
  features: '/features',
  help: '/help',
  parlay: '/parlay',
  privacyPolicy: '/privacy-policy',
  responsibleGaming: '/responsible-gaming',
  termsConditions: '/terms-conditions',
} as const;

export const PREFERENCE_PATHS = { preferences: '/preferences' } as const;

export const USER_PATHS = { settings: '/settings' } as const;

export const IDENTITY_PATHS = { identity: '/identity' } as const;

export const WALLET_PATHS = { deposit: '/deposit', depositSuccess: '/deposit/success', withdraw: '/withdraw' } as const;
