import { describe, expect, it } from 'vitest';
import type { AssignableRole } from '../../functions/src/shared/core/roles';
import { adminAuth } from '../support/admin';
import { expectCallableError } from '../support/client';
import { createAccount, expectNothingWritten, reservation, signIn, userDoc, visitor } from './support';
import { coreMessages } from '../../functions/src/shared/core/messages';
import { userMessages } from '../../functions/src/shared/users/messages';
import { supportMessages } from '../../functions/src/shared/support/messages';
import { SUPPORT_COLLECTIONS } from '../../functions/src/shared/support/firestorePaths';
import { adminDb } from '../support/admin';
import { newRequestId } from './walletSupport';

const REASON = 'Promoted after the moderation training';
/** Every change of roles or username carries a written reason and a request id. */
const audited = (requestId = newRequestId()) => ({ reason: REASON, requestId });

async function auditOf(targetUserId: string) {
  const snap = await adminDb.collection(SUPPORT_COLLECTIONS.auditLog).where('targetUserId', '==', targetUserId).get();
  return snap.docs.map((doc) => doc.data());
}

async function claimsOf(uid: string) {
  return (await adminAuth.getUser(uid)).customClaims;
}

describe('updateUser', () => {
  it('refuses everyone but a Super Admin and changes nothing', async () => {
    const target = await createAccount({ username: 'target_one' });
    const docBefore = await userDoc(target.uid);
    const callers = [
      ['user', await signIn()],
      ['streamer', await signIn({ roles: ['streamer'] })],
      ['organizer', await signIn({ roles: ['organizer'] })],
      ['admin', await signIn({ roles: ['admin'] })],
      ['admin and organizer', await signIn({ roles: ['admin', 'organizer', 'streamer'] })],
    ] as const;
    await expectNothingWritten(async () => {
      for (const [label, caller] of callers) {
        const message = await expectCallableError(
          caller.call('updateUser', { ...audited(), userId: target.uid, roles: ['superAdmin'], username: 'taken_over' }),
          'permission-denied',
        );
        expect(message, label).toBe(coreMessages.permissionDenied);
      }
      const anonymous = await visitor();
      await expectCallableError(anonymous.call('updateUser', { ...audited(), userId: target.uid, roles: ['admin'] }), 'unauthenticated');
    });
    expect(await claimsOf(target.uid)).toBeUndefined();
    expect(await userDoc(target.uid)).toEqual(docBefore);
    expect(await reservation('taken_over')).toBeUndefined();
  });

  it('refuses a superAdmin claim without isAdmin', async () => {
    const target = await createAccount();
    const caller = await signIn();
    await adminAuth.setCustomUserClaims(caller.uid, { superAdmin: true, roles: ['user', 'superAdmin'] });
    await caller.auth.currentUser?.getIdToken(true);
    await expectCallableError(caller.call('updateUser', { ...audited(), userId: target.uid, roles: ['admin'] }), 'permission-denied');
    expect(await claimsOf(target.uid)).toBeUndefined();
  });

  it('sets roles as custom claims and mirrors them on the user document', async () => {
    const superAdmin = await createAccount({ roles: ['superAdmin'] });
    const target = await createAccount({ username: 'promoted' });

    const steps: Array<[AssignableRole[], { roles: string[]; isAdmin: boolean; superAdmin: boolean }]> = [
      [['streamer', 'organizer'], { roles: ['user', 'streamer', 'organizer'], isAdmin: false, superAdmin: false }],
      [['admin'], { roles: ['user', 'admin'], isAdmin: true, superAdmin: false }],
      [['superAdmin'], { roles: ['user', 'superAdmin'], isAdmin: true, superAdmin: true }],
      [[], { roles: ['user'], isAdmin: false, superAdmin: false }],
    ];
    for (const [roles, claims] of steps) {
      const result = await superAdmin.call('updateUser', { ...audited(), userId: target.uid, roles });
      expect(result).toEqual({ id: target.uid, username: 'promoted', roles: claims.roles.filter((role) => role !== 'user') });
      expect(await claimsOf(target.uid)).toEqual(claims);
      expect(await userDoc(target.uid)).toMatchObject(claims);
    }
  });

  it('lets the new claims take effect for the target', async () => {
    const superAdmin = await createAccount({ roles: ['superAdmin'] });
    const target = await createAccount();
    const third = await createAccount();
    await expectCallableError(target.call('updateUser', { ...audited(), userId: third.uid, roles: ['streamer'] }), 'permission-denied');
    await superAdmin.call('updateUser', { ...audited(), userId: target.uid, roles: ['superAdmin'] });
    await target.auth.currentUser?.getIdToken(true);
    await target.call('updateUser', { ...audited(), userId: third.uid, roles: ['streamer'] });
    expect(await claimsOf(third.uid)).toMatchObject({ roles: ['user', 'streamer'] });
  });

  it('keeps unrelated custom claims', async () => {
    const superAdmin = await createAccount({ roles: ['superAdmin'] });
    const target = await createAccount();
    await adminAuth.setCustomUserClaims(target.uid, { tier: 'gold', roles: ['user', 'streamer'] });
    await superAdmin.call('updateUser', { ...audited(), userId: target.uid, roles: ['organizer'] });
    expect(await claimsOf(target.uid)).toEqual({ tier: 'gold', roles: ['user', 'organizer'], isAdmin: false, superAdmin: false });
  });

  it('changes a user’s username and its reservation', async () => {
    const superAdmin = await createAccount({ roles: ['superAdmin'] });
    const target = await createAccount({ username: 'before_name' });
    const result = await superAdmin.call('updateUser', { ...audited(), userId: target.uid, username: 'After_Name' });
    expect(result).toEqual({ id: target.uid, username: 'After_Name', roles: [] });
    expect(await userDoc(target.uid)).toMatchObject({ username: 'After_Name', usernameLower: 'after_name' });
    expect(await reservation('before_name')).toBeUndefined();
    expect(await reservation('after_name')).toMatchObject({ uid: target.uid });
  });

  it('refuses a taken username and changes nothing else in the same request', async () => {
    const superAdmin = await createAccount({ roles: ['superAdmin'] });
    const holder = await createAccount({ username: 'held_name' });
    const target = await createAccount({ username: 'target_two' });
    await expectNothingWritten(async () => {
      const message = await expectCallableError(
        superAdmin.call('updateUser', { ...audited(), userId: target.uid, username: 'HELD_NAME', roles: ['admin'] }),
        'already-exists',
      );
      expect(message).toBe(userMessages.usernameTaken);
    });
    expect(await claimsOf(target.uid)).toBeUndefined();
    expect(await userDoc(target.uid)).toMatchObject({ username: 'target_two', isAdmin: false, roles: ['user'] });
    expect(await reservation('held_name')).toMatchObject({ uid: holder.uid });
  });

  it('refuses removing one’s own Super Admin role', async () => {
    const superAdmin = await createAccount({ roles: ['superAdmin'] });
    const claimsBefore = await claimsOf(superAdmin.uid);
    const docBefore = await userDoc(superAdmin.uid);
    for (const roles of [[], ['admin'], ['streamer', 'organizer', 'admin']] as AssignableRole[][]) {
      const message = await expectCallableError(
        superAdmin.call('updateUser', { ...audited(), userId: superAdmin.uid, roles }),
        'failed-precondition',
      );
      expect(message).toBe(userMessages.cannotRemoveOwnSuperAdmin);
    }
    expect(await claimsOf(superAdmin.uid)).toEqual(claimsBefore);
    expect(await userDoc(superAdmin.uid)).toEqual(docBefore);

    await superAdmin.call('updateUser', { ...audited(), userId: superAdmin.uid, roles: ['superAdmin', 'streamer'] });
    expect(await claimsOf(superAdmin.uid)).toMatchObject({ roles: ['user', 'streamer', 'superAdmin'], superAdmin: true });
  });

  it('answers not-found for an unknown user', async () => {
    const superAdmin = await signIn({ roles: ['superAdmin'] });
    await expectNothingWritten(async () => {
      const message = await expectCallableError(
        superAdmin.call('updateUser', { ...audited(), userId: 'no-such-user', roles: ['admin'] }),
        'not-found',
      );
      expect(message).toBe(coreMessages.userNotFound);
    });
  });

  it('writes an audit entry with the Super Admin, the reason and the values before and after; a repeat writes nothing more', async () => {
    const superAdmin = await createAccount({ roles: ['superAdmin'] });
    const target = await createAccount({ username: 'audited_one' });
    const request = { ...audited(), userId: target.uid, roles: ['streamer', 'organizer'] as AssignableRole[], username: 'Audited_Two' };
    const result = await superAdmin.call('updateUser', request);
    expect(result).toEqual({ id: target.uid, username: 'Audited_Two', roles: ['streamer', 'organizer'] });
    expect(await superAdmin.call('updateUser', request)).toEqual(result);
    const entries = await auditOf(target.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'updateUser',
      actor: { uid: superAdmin.uid, email: superAdmin.email },
      targetUserId: target.uid,
      before: { username: 'audited_one', roles: '' },
      after: { username: 'Audited_Two', roles: 'streamer,organizer' },
      reason: REASON,
      requestId: request.requestId,
    });
    expect(await claimsOf(target.uid)).toMatchObject({ roles: ['user', 'streamer', 'organizer'] });
  });

  it('refuses a change without a written reason, changing nothing', async () => {
    const superAdmin = await createAccount({ roles: ['superAdmin'] });
    const target = await createAccount({ username: 'no_reason' });
    await expectNothingWritten(async () => {
      for (const reason of [undefined, '', '   ', 'short']) {
        const request = { userId: target.uid, roles: ['admin'], requestId: newRequestId(), ...(reason === undefined ? {} : { reason }) };
        const message = await expectCallableError(superAdmin.call('updateUser', request as never), 'invalid-argument');
        expect([supportMessages.reasonRequired, supportMessages.reasonTooShort], String(reason)).toContain(message);
      }
    });
    expect(await claimsOf(target.uid)).toBeUndefined();
    expect(await auditOf(target.uid)).toEqual([]);
  });
});
