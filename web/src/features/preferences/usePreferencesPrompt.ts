import { useEffect, useRef, useState } from 'react';
import { ROUTES, hidesHeader } from '../../app/paths';
import { router } from '../../app/routes';
import type { UserDoc } from '@shared/users/types';

/**
 * After a sign-in in this tab, a user without stored preferences is taken to /preferences once, as soon as
 * the sign-in flow has left the auth and email-link screens. Restoring a session on reload is not a sign-in.
 */
export function usePreferencesPrompt(userDoc: UserDoc | undefined): void {
  const [signedInHere] = useState(() => hidesHeader(window.location.pathname));
  const prompted = useRef(false);
  const needsPrompt = signedInHere && userDoc !== undefined && userDoc.preferences === undefined;

  useEffect(() => {
    if (!needsPrompt || prompted.current) return;
    const consider = (pathname: string) => {
      if (prompted.current || hidesHeader(pathname)) return;
      prompted.current = true;
      if (pathname !== ROUTES.preferences) void router.navigate(ROUTES.preferences);
    };
    const unsubscribe = router.subscribe((state) => consider(state.location.pathname));
    consider(router.state.location.pathname);
    return unsubscribe;
  }, [needsPrompt]);
}
