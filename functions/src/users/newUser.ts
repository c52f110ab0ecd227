import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { runLedger } from '../ledger/ledger';
import { emptyAccount } from '../ledger/account';
import { claimsForRoles } from '../shared/core/roles';
import { normalizeUsername } from './usernameRules';
import { findFreeUsername, reserveUsername } from './usernames';
import { offersAllowed } from '../shared/harm/state';
import { REFERRAL_BONUS_CREDITS, SIGNUP_BONUS_CREDITS } from '../shared/users/constants';
import { isDocumentId } from '../shared/core/ids';
import type { SignInMethod, UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';

export interface NewUserInput {
  uid: string;
  email: string;
  requestedUsername?: string | undefined;
  signInMethod: SignInMethod;
  referralId?: string | undefined;
}

export interface EnsureUserResult {
  username: string;
  created: boolean;
}

/** The fields only the server writes when an account is created. */
function newUserDoc(input: NewUserInput, username: string, referredBy: string | null): UserDoc<FieldValue> {
  const claims = claimsForRoles([]);
  return {
    id: input.uid,
    username,
    usernameLower: username.toLowerCase(),
    email: input.email,
    image: null,
    isVerified: false,
    isNew: true,
    isAdmin: claims.isAdmin,
    superAdmin: claims.superAdmin,
    roles: ['user'],
    features: { betting: false, bets: { enabled: false }, challenges: { enabled: true, custom: true } },
    account: emptyAccount(),
    signInMethod: input.signInMethod,
    referredBy,
    timestamp: FieldValue.serverTimestamp(),
  };
}

/**
 * Creates users/{uid} with a unique username (reserved in the same transaction) unless it exists, then grants
 * the Google signup and referral Bonus Credits. Safe to repeat: the user document is created once and each grant
 * carries its own idempotency key, so a retry after a crash finishes the job without paying twice.
 */
export async function ensureUserDocument(input: NewUserInput): Promise<EnsureUserResult> {
  const userRef = db.doc(corePaths.user(input.uid));
  const result = await db.runTransaction(async (tx) => {
    const existing = await tx.get(userRef);
    if (existing.exists) {
      const data = existing.data() as UserDoc;
      return { username: data.username, created: false, referredBy: data.referredBy, method: data.signInMethod };
    }
    let referredBy: string | null = null;
    if (input.referralId && input.referralId !== input.uid && isDocumentId(input.referralId)) {
      const referrer = await tx.get(db.doc(corePaths.user(input.referralId)));
      if (referrer.exists) referredBy = referrer.id;
    }
    const desired = normalizeUsername(input.requestedUsername, input.email.split('@')[0] ?? '');
    const username = await findFreeUsername(tx, desired, input.uid);
    tx.create(userRef, newUserDoc(input, username, referredBy));
    reserveUsername(tx, username, input.uid);
    return { username, created: true, referredBy, method: input.signInMethod };
  });

  if (result.method === 'google') await grantSignupBonuses(input.uid, result.referredBy);
  return { username: result.username, created: result.created };
}

/** Whether bonus offers may go to `uid` now: not while their indicators of harm are strong or a hold is on. */
async function mayOffer(uid: string): Promise<boolean> {
  const snap = await db.doc(corePaths.user(uid)).get();
  return offersAllowed((snap.data() as Partial<UserDoc> | undefined)?.harm);
}

async function grantSignupBonuses(uid: string, referredBy: string | null): Promise<void> {
  if (await mayOffer(uid)) await grantSignupBonus(uid);
  // The referrer's bonus is an offer to them: withheld while their own indicators are strong or they are held.
  if (referredBy && (await mayOffer(referredBy))) await grantReferralBonus(uid, referredBy);
}

async function grantSignupBonus(uid: string): Promise<void> {
  await runLedger([
    {
      uid,
      idempotencyKey: 'signup_bonus',
      type: 'system_adjustment',
      credits: SIGNUP_BONUS_CREDITS,
      reason: 'signup_bonus',
      reference: { kind: 'signup', id: uid },
      notifications: [{ type: 'bonus_credits_added', variables: { credits: SIGNUP_BONUS_CREDITS, reason: 'signup' } }],
    },
  ]);
}

async function grantReferralBonus(uid: string, referredBy: string): Promise<void> {
  try {
    await runLedger([
      {
        uid: referredBy,
        idempotencyKey: `referral_bonus_${uid}`,
        type: 'system_adjustment',
        credits: REFERRAL_BONUS_CREDITS,
        reason: 'referral_bonus',
        reference: { kind: 'referral', id: uid },
        notifications: [{ type: 'bonus_credits_added', variables: { credits: REFERRAL_BONUS_CREDITS, reason: 'referral' } }],
      },
    ]);
  } catch (error) {
    // A referrer whose account was closed since the signup forfeits the bonus; the new account is unaffected.
    if (!(error instanceof HttpsError && error.code === 'not-found')) throw error;
    logger.warn('Referral bonus skipped: referrer no longer exists', { uid, referredBy });
  }
}
