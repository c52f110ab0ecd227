import { FirebaseError } from 'firebase/app';

/** The message to show for a failed call: the server's own message, which is written for users. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof FirebaseError) {
    // Callable errors carry the server's message; SDK errors carry codes that are not meant for users.
    return error.code.startsWith('functions/') && error.message ? error.message : fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
