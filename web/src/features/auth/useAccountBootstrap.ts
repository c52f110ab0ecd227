import { useEffect, useRef } from 'react';
import type { User } from 'firebase/auth';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { firestore } from '../../lib/firestore';
import { callFunction } from '../../lib/callables';
import { clearReferralId, readReferralId } from './referral';
import { takeSignupUsername } from './pendingSignup';
import type { UserDoc } from '@shared/users/types';
import { corePaths } from '@shared/core/firestorePaths';

/**
 * Runs once per sign-in: creates the account document when it does not exist yet (first Google, Twitch or email
 * sign-in), then records the login: lastLoggedIn, isNew when it was never set, and clears the referral cookie.
 */
export function useAccountBootstrap(user: User, docLoaded: boolean, userDoc: UserDoc | undefined): void {
  const creating = useRef(false);
  const recorded = useRef(false);

  useEffect(() => {
    if (!docLoaded || userDoc || creating.current) return;
    creating.current = true;
    callFunction('createUser', {
      id: user.uid,
      email: user.email ?? undefined,
      username: takeSignupUsername(),
      referralID: readReferralId(),
    }).catch((error: unknown) => {
      console.error('Creating the account document failed', error);
      creating.current = false;
    });
  }, [docLoaded, userDoc, user]);

  useEffect(() => {
    if (!userDoc || recorded.current) return;
    recorded.current = true;
    clearReferralId();
    updateDoc(doc(firestore, corePaths.user(user.uid)), {
      lastLoggedIn: serverTimestamp(),
      ...(userDoc.isNew === undefined ? { isNew: true } : {}),
    }).catch((error: unknown) => console.error('Recording the login failed', error));
  }, [userDoc, user]);
}
