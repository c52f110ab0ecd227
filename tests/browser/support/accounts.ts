import { randomUUID } from 'node:crypto';
import { adminAuth, adminDb } from '../../support/admin';
import { PROJECT_ID, authHost } from '../../support/env';
import { runLedger } from '../../../functions/src/ledger/ledger';
import { claimsForRoles, type AssignableRole } from '../../../functions/src/shared/core/roles';
import { ensureUserDocument } from '../../../functions/src/users/newUser';
import { corePaths } from '../../../functions/src/shared/core/firestorePaths';

export const PASSWORD = 'Clutchpot1';

export interface AccountOptions {
  roles?: AssignableRole[];
  emailVerified?: boolean;
  cash?: number;
  username?: string;
}

/** Creates a ready account (Auth user + users/{uid} through the server's own code) and returns its details. */
export async function createAccount(options: AccountOptions = {}): Promise<{ uid: string; email: string; username: string }> {
  const tag = randomUUID().slice(0, 8);
  const email = `player-${tag}@example.test`;
  const user = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: options.emailVerified ?? true });
  const { username } = await ensureUserDocument({
    uid: user.uid,
    email,
    requestedUsername: options.username ?? `player_${tag}`,
    signInMethod: 'email',
  });
  await adminDb.doc(corePaths.user(user.uid)).update({ isNew: false });
  if (options.roles) {
    const claims = claimsForRoles(options.roles);
    await adminAuth.setCustomUserClaims(user.uid, claims);
    await adminDb.doc(corePaths.user(user.uid)).update(claims);
  }
  if (options.cash) await adjustCash(user.uid, options.cash, `opening_${tag}`);
  return { uid: user.uid, email, username };
}

/** Moves cash through the ledger, as any server-side change would. */
export async function adjustCash(uid: string, cents: number, key = `adjust_${randomUUID()}`): Promise<void> {
  await runLedger([{ uid, idempotencyKey: key, type: 'admin_adjustment', cash: cents, reason: 'test' }]);
}

interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
}

/** Email action codes the Auth emulator "sent", newest last. */
export async function oobCodes(email: string, requestType: string): Promise<OobCode[]> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await response.json()) as { oobCodes: OobCode[] };
  return body.oobCodes.filter((code) => code.email === email && code.requestType === requestType);
}
