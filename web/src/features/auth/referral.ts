import { useEffect, useSyncExternalStore } from 'react';
import { matchPath } from 'react-router-dom';
import { MAX_ID_LENGTH } from '@shared/core/ids';
import { REFERRAL_COOKIE } from '@shared/users/constants';
import { AUTH_PATHS } from '../../lib/paths';

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/**
 * The referrer of this visitor: held in memory from /referral/{id} and written to the referral cookie only once
 * cookies are accepted, so nothing is stored on the device before consent. Sign-up reads the cookie, else memory.
 */
let pending: string | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function writeCookie(value: string): void {
  document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(value)}; Max-Age=${THIRTY_DAYS_SECONDS}; Path=/; SameSite=Lax`;
}

/** Keeps the referrer (set by /referral/{id}) in memory until sign-up, or until cookies are accepted. */
export function rememberReferralId(referralId: string): void {
  const value = referralId.trim().slice(0, MAX_ID_LENGTH);
  if (!value || value === pending) return;
  pending = value;
  notify();
}

/**
 * Keeps the referrer at once when the app opens on a referral link (/referral/{id}), before any page chunk loads:
 * a visitor may answer the cookie prompt, and leave the link's page, before its own page would have rendered.
 */
export function rememberReferralFromPath(pathname: string): void {
  const referralId = matchPath(AUTH_PATHS.referral, pathname)?.params.referralId;
  if (referralId) rememberReferralId(referralId);
}

export function readReferralId(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${REFERRAL_COOKIE}=`));
  const value = entry ? decodeURIComponent(entry.slice(REFERRAL_COOKIE.length + 1)) : '';
  return value || pending;
}

export function clearReferralId(): void {
  pending = undefined;
  document.cookie = `${REFERRAL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Once cookies are accepted, the referrer held in memory goes into the referral cookie (spec: /referral stores it). */
export function useReferralCookieOnConsent(cookiesAccepted: boolean): void {
  const waiting = useSyncExternalStore(subscribe, () => pending);
  useEffect(() => {
    if (!cookiesAccepted || !waiting) return;
    writeCookie(waiting);
    pending = undefined;
    notify();
  }, [cookiesAccepted, waiting]);
}
