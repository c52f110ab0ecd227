import { FirebaseError } from 'firebase/app';

/** The Functions SDK appends the HTTP status to the server's message ("... [409]"); users see the message only. */
const HTTP_STATUS_SUFFIX = / \[\d{3}\]$/;

/** The message to show for a failed call: the server's own message, which is written for users. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof FirebaseError) {
    // Callable errors carry the server's message; other SDK errors carry codes that are not meant for users.
    return error.code.startsWith('functions/') && error.message
      ? error.message.replace(HTTP_STATUS_SUFFIX, '')
      : fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
