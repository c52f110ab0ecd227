export { CookieConsentBar } from './CookieConsentBar';
export { CookieConsentDialog } from './CookieConsentDialog';
export { consentPromptFor, redirectsToManageCookies } from './consentRules';
export { usableStorage, type CookieConsent } from './consentStorage';
export { cookieConsentNow, useCookieConsent } from './consentStore';
export { CONSENT_PATHS } from './routePaths';
export { useConsentRecordSync } from './useConsentRecordSync';
