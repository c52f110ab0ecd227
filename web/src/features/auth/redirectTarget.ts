import { HOME_PATHS } from '../../lib/paths';

/** Where to go after signing in: the ?next= path when it is a path on this site, else home. */
export function redirectTarget(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : HOME_PATHS.home;
}

/** The page a sign-in was asked for on the way to (?next=), without its query; null when none was. */
export function requestedPage(search: string): string | null {
  const target = redirectTarget(search);
  return target === HOME_PATHS.home ? null : (target.split(/[?#]/)[0] ?? null);
}
