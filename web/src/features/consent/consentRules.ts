import { CONSENT_PATHS } from './routePaths';
import type { CookieConsent } from './consentStorage';
import { PAGE_PATHS } from '../../lib/paths';

/**
 * Pages that stay open when cookies are declined: the rules, policies and help (spec 01, section 2), and the
 * features page, which spec 02 lists with the other information pages.
 */
export const PAGES_OPEN_WITHOUT_COOKIES: readonly string[] = [
  PAGE_PATHS.privacyPolicy,
  PAGE_PATHS.termsConditions,
  PAGE_PATHS.aboutUs,
  PAGE_PATHS.help,
  PAGE_PATHS.eventRules,
  PAGE_PATHS.bettingRules,
  PAGE_PATHS.responsibleGaming,
  PAGE_PATHS.features,
  CONSENT_PATHS.manageCookies,
];

/** The router matches paths case-insensitively and with a trailing slash, so the rule must too. */
function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

export function opensWithoutCookies(pathname: string): boolean {
  return PAGES_OPEN_WITHOUT_COOKIES.includes(normalise(pathname));
}

/** Declined cookies send every other page to /manage-cookies. */
export function redirectsToManageCookies(consent: CookieConsent | null, pathname: string): boolean {
  return consent === 'declined' && !opensWithoutCookies(pathname);
}

export type ConsentPrompt = 'dialog' | 'bar' | 'none';

/**
 * How to ask a visitor who has not chosen yet: a dialog over the app, or, on the pages that stay open without
 * cookies, a bar at the bottom so the policy can be read first. /manage-cookies is itself the choice.
 */
export function consentPromptFor(consent: CookieConsent | null, pathname: string): ConsentPrompt {
  if (consent !== null) return 'none';
  const path = normalise(pathname);
  if (path === CONSENT_PATHS.manageCookies) return 'none';
  return opensWithoutCookies(path) ? 'bar' : 'dialog';
}
