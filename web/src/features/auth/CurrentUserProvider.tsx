import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { whenAuthLoads } from '../../lib/authLoading';
import { CurrentUserContext, visitorUser, type CurrentUser } from './currentUser';
import { isSignInScreen } from './routePaths';
import { probablySignedIn, readSignedInHint, rememberSignedIn, SIGNED_IN_HINT_KEY } from './signedInHint';

const SignedInUser = lazy(() => import('./SignedInUser'));
const loadAuth = () => import('../../lib/firebase');

const loadingUser: CurrentUser = { ...visitorUser, loading: true };

/** Whether this browser may hold a session: unknown until looked up, when no hint says so at once. */
type Session = 'unknown' | 'none' | 'probable';

interface AuthState {
  /** False until Firebase Auth has restored (or ruled out) a signed-in user. */
  known: boolean;
  user: User | null;
  /** Signed in on the sign-in or email-link screens of this tab, rather than restored on loading the app. */
  justSignedIn: boolean;
}

/**
 * Firebase Auth's user, once Auth has loaded: at once where a session probably exists (`signedInHint.ts`), else
 * with the first page that signs in (the sign-in screens load it), or when another tab signs in. A visitor's
 * pages go without Auth meanwhile, as the visitor they are.
 */
function useAuthState(): AuthState & { session: Session } {
  const [session, setSession] = useState<Session>(() => (readSignedInHint() ? 'probable' : 'unknown'));
  const [state, setState] = useState<AuthState>({ known: false, user: null, justSignedIn: false });

  useEffect(() => {
    let unsubscribe = () => {};
    const stopWaiting = whenAuthLoads((auth) => {
      unsubscribe = auth.onIdTokenChanged((user) => {
        rememberSignedIn(Boolean(user));
        setState((previous) => {
          if (previous.known && previous.user?.uid === user?.uid) return { ...previous, user };
          return { known: true, user, justSignedIn: Boolean(user) && isSignInScreen(window.location.pathname) };
        });
      });
    });
    return () => {
      stopWaiting();
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (session !== 'unknown') return;
    let active = true;
    void probablySignedIn().then((probable) => active && setSession(probable ? 'probable' : 'none'));
    return () => {
      active = false;
    };
  }, [session]);

  useEffect(() => {
    if (session === 'probable') void loadAuth();
  }, [session]);

  // Signing in in another tab reaches this one through the hint; Auth, once loaded, follows the session itself.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SIGNED_IN_HINT_KEY && event.newValue === '1') setSession('probable');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return { ...state, session };
}

/** Provides the signed-in user, their role claims and their live account document to the whole app. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { known, user, justSignedIn, session } = useAuthState();
  const [signedIn, setSignedIn] = useState<CurrentUser | null>(null);
  // Until Auth answers, a probable (or not yet ruled out) session shows the neutral loading state, not a visitor's page.
  let value = known || session === 'none' ? visitorUser : loadingUser;
  if (user) value = signedIn?.user === user ? signedIn : loadingUser;
  return (
    <CurrentUserContext.Provider value={value}>
      {user && (
        <Suspense fallback={null}>
          <SignedInUser key={user.uid} user={user} justSignedIn={justSignedIn} onChange={setSignedIn} />
        </Suspense>
      )}
      {children}
    </CurrentUserContext.Provider>
  );
}
