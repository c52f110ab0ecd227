import { useCallback, useEffect, useMemo, useState } from 'react';
import type { User } from 'firebase/auth';
import type { RoleClaims } from '@shared/core/roles';
import type { CurrentUser } from './currentUser';
import { useAccountBootstrap } from './useAccountBootstrap';
import { useUserDoc } from './useUserDoc';

interface SignedInUserProps {
  user: User;
  justSignedIn: boolean;
  onChange: (current: CurrentUser) => void;
}

/**
 * The signed-in user's claims and live account document, reported to CurrentUserProvider. It loads with Firestore,
 * on sign-in, so that a visitor's pages go without either.
 */
export default function SignedInUser({ user, justSignedIn, onChange }: SignedInUserProps) {
  const { loaded, userDoc } = useUserDoc(user.uid);
  const [claims, setClaims] = useState<RoleClaims | null>(null);
  const [emailVerified, setEmailVerified] = useState(user.emailVerified);
  useAccountBootstrap(user, loaded, userDoc);

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

  const current = useMemo<CurrentUser>(
    () => ({ loading: claims === null, user, claims, userDoc, emailVerified, justSignedIn, refresh }),
    [claims, user, userDoc, emailVerified, justSignedIn, refresh],
  );
  useEffect(() => onChange(current), [current, onChange]);
  return null;
}
