import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAuthScreen, requestedPage, useCurrentUser } from '../auth';
import { PREFERENCE_PATHS } from '../../lib/paths';

/**
 * After a sign-in in this tab, a user without stored preferences is taken to /preferences once, as soon as the
 * sign-in flow has left the auth and email-link screens; a sign-in on the way to a page (`?next=`) goes to that
 * page instead. Restoring a session on reload is not a sign-in.
 */
export function PreferencesPrompt() {
  const { user, userDoc, justSignedIn } = useCurrentUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const prompted = useRef<string | null>(null);
  const destination = useRef<string | null>(null);
  const uid = user?.uid;
  const needsPrompt = justSignedIn && userDoc !== undefined && userDoc.preferences === undefined;

  useEffect(() => {
    if (isAuthScreen(pathname)) {
      destination.current = requestedPage(search);
      return;
    }
    if (!needsPrompt || !uid || prompted.current === uid) return;
    prompted.current = uid;
    if (pathname !== PREFERENCE_PATHS.preferences && pathname !== destination.current) {
      void navigate(PREFERENCE_PATHS.preferences);
    }
  }, [needsPrompt, uid, pathname, search, navigate]);
  return null;
}
