export const CONSENT_PATHS = { manageCookies: '/manage-cookies' } as const;
