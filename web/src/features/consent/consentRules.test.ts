import { describe, expect, it } from 'vitest';
import { consentPromptFor, opensWithoutCookies, redirectsToManageCookies } from './consentRules';

const OPEN = [
  '/privacy-policy',
  '/terms-conditions',
  '/about-us',
  '/help',
  '/event-rules',
  '/betting-rules',
  '/responsible-gaming',
  '/features',
  '/manage-cookies',
];
const CLOSED = ['/', '/deposit', '/withdraw', '/preferences', '/settings', '/parlay', '/auth/login', '/send-link', '/help/more'];

describe('pages open without cookies (spec 01 section 2, spec 02 section 2)', () => {
  it('are exactly the rules, policies, help, features and cookie pages', () => {
    for (const path of OPEN) expect(opensWithoutCookies(path), path).toBe(true);
    for (const path of CLOSED) expect(opensWithoutCookies(path), path).toBe(false);
  });

  it('match the way the router does: any letter case, with or without a trailing slash', () => {
    expect(opensWithoutCookies('/help/')).toBe(true);
    expect(opensWithoutCookies('/Privacy-Policy')).toBe(true);
    expect(opensWithoutCookies('/deposit/')).toBe(false);
  });
});

describe('redirectsToManageCookies', () => {
  it('sends every other page to /manage-cookies only once cookies are declined', () => {
    for (const path of CLOSED) {
      expect(redirectsToManageCookies('declined', path), path).toBe(true);
      expect(redirectsToManageCookies('accepted', path), path).toBe(false);
      expect(redirectsToManageCookies(null, path), path).toBe(false);
    }
    for (const path of OPEN) expect(redirectsToManageCookies('declined', path), path).toBe(false);
  });
});

describe('consentPromptFor', () => {
  it('asks with a dialog on the app and with the bottom bar on the open pages', () => {
    expect(consentPromptFor(null, '/')).toBe('dialog');
    expect(consentPromptFor(null, '/auth/login')).toBe('dialog');
    expect(consentPromptFor(null, '/privacy-policy')).toBe('bar');
    expect(consentPromptFor(null, '/help/')).toBe('bar');
  });

  it('does not ask on /manage-cookies, which is the choice itself, or once answered', () => {
    expect(consentPromptFor(null, '/manage-cookies')).toBe('none');
    expect(consentPromptFor('accepted', '/')).toBe('none');
    expect(consentPromptFor('declined', '/privacy-policy')).toBe('none');
  });
});
