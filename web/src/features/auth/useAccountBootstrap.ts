import { useEffect, useRef } from 'react';
import type { User } from 'firebase/auth';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { firestore } from '../../lib/firestore';
import { callFunction } from '../../lib/callables';
import { clearReferralId, readReferralId } from './referral';
import { takeSignupUsername } from './pendingSignup';
import type { UserDoc } from '@shared/users/types';
import type { CallableRequest } from '@shared/contract';
import { corePaths } from '@shared/core/firestorePaths';

/** Waits before each further attempt at creating the account. */
const CREATE_RETRY_DELAYS_MS = [1_000, 4_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates the account and grants its sign-up and referral Bonus Credits. The server does both idempotently, so a
 * failed call is repeated with the same request: the account document may already exist while its grants are still
 * owed, and only a completed call settles them.
 */
async function createAccount(request: CallableRequest<'createUser'>): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await callFunction('createUser', request);
      return true;
    } catch (error) {
      const delay = CREATE_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        console.error('Creating the account document failed', error);
        return false;
      }
      await sleep(delay);
    }
  }
}

/**
 * Runs once per sign-in: creates the account document when it does not exist yet (first Google, Twitch or email
 * sign-in), then records the login: lastLoggedIn, isNew when it was never set, and clears the referral cookie. On
 * a first sign-in the login is recorded once the account's creation has finished, so that it does not contend
 * with the transactions granting the sign-up bonuses on the same document.
 */
export function useAccountBootstrap(user: User, docLoaded: boolean, userDoc: UserDoc | undefined): void {
  const creation = useRef<Promise<boolean> | null>(null);
  const recorded = useRef(false);

  useEffect(() => {
    if (!docLoaded || userDoc || creation.current) return;
    const request = { id: user.uid, email: user.email ?? undefined, username: takeSignupUsername(), referralID: readReferralId() };
    const pending = createAccount(request);
    creation.current = pending;
    void pending.then((created) => {
      if (!created && creation.current === pending) creation.current = null;
    });
  }, [docLoaded, userDoc, user]);

  useEffect(() => {
    if (!userDoc || recorded.current) return;
    recorded.current = true;
    clearReferralId();
    void (creation.current ?? Promise.resolve(true))
      .then(() =>
        updateDoc(doc(firestore, corePaths.user(user.uid)), {
          lastLoggedIn: serverTimestamp(),
          ...(userDoc.isNew === undefined ? { isNew: true } : {}),
        }),
      )
      .catch((error: unknown) => console.error('Recording the login failed', error));
  }, [userDoc, user]);
}
