import { describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { counts, createAccount, expectNothingWritten, reservation, signIn, userDoc, visitor } from './support';
import { userMessages } from '../../functions/src/shared/users/messages';
import { coreMessages } from '../../functions/src/shared/core/messages';

describe('addUsername', () => {
  it('changes the caller’s username, releasing the old reservation and taking the new one', async () => {
    const client = await createAccount({ username: 'old_name' });
    const before = await counts();
    expect(await client.call('addUsername', { username: 'New_Name' })).toEqual({ username: 'New_Name' });
    expect(await userDoc(client.uid)).toMatchObject({ username: 'New_Name', usernameLower: 'new_name' });
    expect(await reservation('old_name')).toBeUndefined();
    expect(await reservation('new_name')).toMatchObject({ uid: client.uid, username: 'New_Name' });
    expect(await counts()).toEqual(before);
  });

  it('frees the old name for others', async () => {
    const client = await createAccount({ username: 'released' });
    await client.call('addUsername', { username: 'kept_name' });
    const other = await createAccount({ username: 'released' });
    expect(other.username).toBe('released');
  });

  it('refuses a name held by someone else (any case) and changes nothing', async () => {
    const holder = await createAccount({ username: 'Holder_Name' });
    const client = await createAccount({ username: 'wannabe' });
    const docBefore = await userDoc(client.uid);
    await expectNothingWritten(async () => {
      for (const username of ['Holder_Name', 'holder_name', 'HOLDER_NAME']) {
        const message = await expectCallableError(client.call('addUsername', { username }), 'already-exists');
        expect(message).toBe(userMessages.usernameTaken);
      }
    });
    expect(userMessages.usernameTaken).toBe('Username is already taken');
    expect(await userDoc(client.uid)).toEqual(docBefore);
    expect(await reservation('wannabe')).toMatchObject({ uid: client.uid, username: 'wannabe' });
    expect(await reservation('holder_name')).toMatchObject({ uid: holder.uid, username: 'Holder_Name' });
  });

  it.each([
    ['abcd', userMessages.usernameRule],
    ['x'.repeat(33), userMessages.usernameRule],
    ['has space', userMessages.usernameRule],
    ['dot.name', userMessages.usernameRule],
    ['slash/name', userMessages.usernameRule],
    ['__reserved__', userMessages.usernameRule],
    ['', userMessages.usernameRequired],
  ])('refuses the invalid name %j with the spec message', async (username, expected) => {
    const client = await createAccount();
    const docBefore = await userDoc(client.uid);
    await expectNothingWritten(async () => {
      const message = await expectCallableError(client.call('addUsername', { username }), 'invalid-argument');
      expect(message).toBe(expected);
    });
    expect(await userDoc(client.uid)).toEqual(docBefore);
    expect(await reservation(client.username)).toMatchObject({ uid: client.uid });
  });

  it('allows a case-only change of one’s own name', async () => {
    const client = await createAccount({ username: 'casey_name' });
    const before = await counts();
    expect(await client.call('addUsername', { username: 'Casey_Name' })).toEqual({ username: 'Casey_Name' });
    expect(await userDoc(client.uid)).toMatchObject({ username: 'Casey_Name', usernameLower: 'casey_name' });
    expect(await reservation('casey_name')).toMatchObject({ uid: client.uid, username: 'Casey_Name' });
    expect(await counts()).toEqual(before);
  });

  it('accepts the current name as a no-op', async () => {
    const client = await createAccount({ username: 'same_name' });
    const docBefore = await userDoc(client.uid);
    expect(await client.call('addUsername', { username: 'same_name' })).toEqual({ username: 'same_name' });
    expect(await userDoc(client.uid)).toEqual(docBefore);
  });

  it('refuses a visitor and a user without an account document', async () => {
    const anonymous = await visitor();
    const noDoc = await signIn();
    await expectNothingWritten(async () => {
      await expectCallableError(anonymous.call('addUsername', { username: 'visitor_name' }), 'unauthenticated');
      const message = await expectCallableError(noDoc.call('addUsername', { username: 'nodoc_name' }), 'not-found');
      expect(message).toBe(coreMessages.userNotFound);
    });
    expect(await reservation('nodoc_name')).toBeUndefined();
  });
});
