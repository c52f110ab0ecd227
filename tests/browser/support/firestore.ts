import { adminAuth, adminDb } from '../../support/admin';
import type { UserDoc } from '../../../functions/src/shared/users/types';
import { corePaths } from '../../../functions/src/shared/core/firestorePaths';

/** Waits until users/{uid} of the Auth user with `email` exists, and returns it. */
export async function userDocByEmail(email: string, timeoutMs = 10_000): Promise<UserDoc & { id: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const user = await adminAuth.getUserByEmail(email).catch(() => null);
    if (user) {
      const snap = await adminDb.doc(corePaths.user(user.uid)).get();
      if (snap.exists) return { ...(snap.data() as UserDoc), id: snap.id };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No account document for ${email} after ${timeoutMs} ms`);
}
