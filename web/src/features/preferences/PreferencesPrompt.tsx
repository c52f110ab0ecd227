import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAuthScreen, useCurrentUser } from '../auth';
import { PREFERENCE_PATHS } from './routePaths';

/**
 * After a sign-in in this tab, a user without stored preferences is taken to /preferences once, as soon as the
 * sign-in flow has left the auth and email-link screens. Restoring a session on reload is not a sign-in.
 */
export function PreferencesPrompt() {
  const { user, userDoc, justSignedIn } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const prompted = useRef<string | null>(null);
  const uid = user?.uid;
  const needsPrompt = justSignedIn && userDoc !== undefined && userDoc.preferences === undefined;

  useEffect(() => {
    if (!needsPrompt || !uid || prompted.current === uid || isAuthScreen(pathname)) return;
    prompted.current = uid;
    if (pathname !== PREFERENCE_PATHS.preferences) void navigate(PREFERENCE_PATHS.preferences);
  }, [needsPrompt, uid, pathname, navigate]);
  return null;
}
