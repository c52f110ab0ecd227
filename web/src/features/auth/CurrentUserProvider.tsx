import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { auth } from '../../lib/firebase';
import { CurrentUserContext, visitorUser, type CurrentUser } from './currentUser';
import { isSignInScreen } from './routePaths';

const SignedInUser = lazy(() => import('./SignedInUser'));

const loadingUser: CurrentUser = { ...visitorUser, loading: true };

interface AuthState {
  /** False until Firebase Auth has restored (or ruled out) a signed-in user. */
  known: boolean;
  user: User | null;
  /** Signed in on the sign-in or email-link screens of this tab, rather than restored on loading the app. */
  justSignedIn: boolean;
}

function useAuthState(): AuthState {
  const [state, setState] = useState<AuthState>({ known: false, user: null, justSignedIn: false });
  useEffect(
    () =>
      onIdTokenChanged(auth, (user) =>
        setState((previous) => {
          if (previous.known && previous.user?.uid === user?.uid) return { ...previous, user };
          return { known: true, user, justSignedIn: Boolean(user) && isSignInScreen(window.location.pathname) };
        }),
      ),
    [],
  );
  return state;
}

/** Provides the signed-in user, their role claims and their live account document to the whole app. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { known, user, justSignedIn } = useAuthState();
  const [signedIn, setSignedIn] = useState<CurrentUser | null>(null);
  let value = known ? visitorUser : loadingUser;
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
