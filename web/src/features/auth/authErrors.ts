import { FirebaseError } from 'firebase/app';
import { errorMessage } from '../../lib/errors';
import { authMessages } from '@shared/auth/messages';

const LOGIN_FAILURES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/user-disabled',
]);

export function loginErrorMessage(error: unknown): string {
  if (error instanceof FirebaseError && LOGIN_FAILURES.has(error.code)) return authMessages.loginFailed;
  if (error instanceof FirebaseError && error.code === 'auth/too-many-requests') {
    return 'Too many attempts. Please wait a moment and try again.';
  }
  return errorMessage(error, authMessages.loginFailed);
}

export function signupErrorMessage(error: unknown): string {
  if (error instanceof FirebaseError && error.code === 'auth/email-already-in-use') return authMessages.emailInUse;
  return errorMessage(error);
}

/** Popup sign-in errors the user caused themselves (closing the window) are not worth a message. */
export function isPopupDismissal(error: unknown): boolean {
  return (
    error instanceof FirebaseError &&
    (error.code === 'auth/popup-closed-by-user' || error.code === 'auth/cancelled-popup-request')
  );
}

export function googleErrorMessage(error: unknown): string {
  if (error instanceof FirebaseError && error.message && !error.code.startsWith('auth/')) return error.message;
  return authMessages.googleLoginFailed;
}
