import { AUTH_PATHS } from '../../lib/paths';

/** Paths an unverified signed-in user may still open: the email-link screens and the action handler. */
export const VERIFICATION_PATHS: readonly string[] = [
  AUTH_PATHS.sendLink,
  AUTH_PATHS.verifyLink,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.authAction,
];

/** The sign-in and email-link screens: full-screen pages, without the top header and the footer. */
export function isAuthScreen(pathname: string): boolean {
  return pathname.startsWith('/auth/') || VERIFICATION_PATHS.includes(pathname);
}

/** Screens a user signs in on: the auth screens other than the game-account connection callback. */
export function isSignInScreen(pathname: string): boolean {
  return isAuthScreen(pathname) && pathname !== AUTH_PATHS.riotCallback;
}
