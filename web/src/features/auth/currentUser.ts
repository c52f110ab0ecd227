import { createContext, useContext } from 'react';
import type { User } from 'firebase/auth';
import type { RoleClaims } from '@shared/core/roles';
import type { UserDoc } from '@shared/users/types';

export interface CurrentUser {
  /** True until Firebase Auth has restored (or ruled out) a signed-in user and read their role claims. */
  loading: boolean;
  user: User | null;
  /** Role claims from the ID token; null for visitors. */
  claims: RoleClaims | null;
  /** users/{uid}, live; undefined while loading or before the account document exists. */
  userDoc: UserDoc | undefined;
  emailVerified: boolean;
  /** Signed in on the sign-in or email-link screens of this tab, rather than restored on loading the app. */
  justSignedIn: boolean;
  /** Reloads the Auth user and its token (after verifying the email in this or another tab). */
  refresh: () => Promise<void>;
}

export const visitorUser: CurrentUser = {
  loading: false,
  user: null,
  claims: null,
  userDoc: undefined,
  emailVerified: false,
  justSignedIn: false,
  refresh: async () => {},
};

export const CurrentUserContext = createContext<CurrentUser>({ ...visitorUser, loading: true });

export function useCurrentUser(): CurrentUser {
  return useContext(CurrentUserContext);
}
