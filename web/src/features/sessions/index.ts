export { SessionBar } from './SessionBar';
export { SessionManager } from './SessionManager';

/**
 * Ends the session (when there is one) and signs out, for the navigation's Log out. Its code loads on first use,
 * as it did with the navigation drawer: it is already there for a signed-in user, whose session manager uses it.
 */
export const endSessionAndSignOut = (sessionId: string | null) =>
  import('./endSessionAndSignOut').then((module) => module.endSessionAndSignOut(sessionId));
