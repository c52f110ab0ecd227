import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { doc } from 'firebase/firestore';
import { useFirestoreDocData, useSigninCheck } from 'reactfire';
import type { RoleClaims } from '@shared/core/roles';
import { firestore } from '../../lib/firebase';
import { CurrentUserContext, visitorUser, type CurrentUser } from './currentUser';
import { useAccountBootstrap } from './useAccountBootstrap';
import type { UserDoc } from '@shared/users/types';
import { corePaths } from '@shared/core/firestorePaths';

function SignedInUser({ user, children }: { user: User; children: ReactNode }) {
  const { status, data } = useFirestoreDocData(doc(firestore, corePaths.user(user.uid)));
  const userDoc = data as UserDoc | undefined;
  const [claims, setClaims] = useState<RoleClaims | null>(null);
  const [emailVerified, setEmailVerified] = useState(user.emailVerified);
  useAccountBootstrap(user, status === 'success', userDoc);

  // users/{uid} mirrors the role claims; when a Super Admin changes roles, refresh the token to pick them up.
  const roleKey = userDoc ? JSON.stringify([userDoc.roles, userDoc.isAdmin, userDoc.superAdmin]) : '';
  useEffect(() => {
    let active = true;
    user
      .getIdTokenResult(Boolean(roleKey))
      .then((result) => active && setClaims(result.claims as RoleClaims))
      .catch(() => active && setClaims({}));
    return () => {
      active = false;
    };
  }, [user, roleKey]);

  const refresh = useCallback(async () => {
    await user.reload();
    const result = await user.getIdTokenResult(true);
    setClaims(result.claims as RoleClaims);
    setEmailVerified(user.emailVerified);
  }, [user]);

  const value = useMemo<CurrentUser>(
    () => ({ loading: claims === null, user, claims, userDoc, emailVerified, refresh }),
    [claims, user, userDoc, emailVerified, refresh],
  );
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

/** Provides the signed-in user, their role claims and their live account document to the whole app. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { status, data } = useSigninCheck();
  if (status === 'success' && data.signedIn && data.user) {
    return (
      <SignedInUser key={data.user.uid} user={data.user}>
        {children}
      </SignedInUser>
    );
  }
  const value = status === 'loading' ? { ...visitorUser, loading: true } : visitorUser;
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}
