import { describe, expect, it } from 'vitest';
import { signInWithCustomToken } from 'firebase/auth';
import { adminAuth } from '../support/admin';
import { expectCallableError } from '../support/client';
import {
  TWITCH_REDIRECT_URI,
  counts,
  createAccount,
  expectNothingWritten,
  ledgerEntries,
  mintTwitchCode,
  reservation,
  userDoc,
  visitor,
} from './support';
import { authMessages } from '../../functions/src/shared/auth/messages';

/** Runs the Twitch callback as the web app does and signs in with the returned token; returns the uid. */
async function twitchSignIn(code: string, extra: Record<string, string> = {}, redirectUri = TWITCH_REDIRECT_URI) {
  const client = await visitor();
  const { token } = await client.call('signupWithTwitch', { code, redirectUri, ...extra });
  expect(typeof token).toBe('string');
  const credential = await signInWithCustomToken(client.auth, token);
  return { client, uid: credential.user.uid };
}

describe('signupWithTwitch', () => {
  it('exchanges a good code for a token that signs in as twitch:<id> with an account document', async () => {
    const code = await mintTwitchCode('StreamerOne', 'streamer.one@example.test');
    const before = await counts();
    const { uid } = await twitchSignIn(code);
    expect(uid).toMatch(/^twitch:\d+$/);

    const record = await adminAuth.getUser(uid);
    expect(record.email).toBe('streamer.one@example.test');
    expect(record.emailVerified).toBe(true);

    expect(await userDoc(uid)).toMatchObject({
      id: uid,
      username: 'streamerone',
      email: 'streamer.one@example.test',
      signInMethod: 'twitch',
      roles: ['user'],
      isAdmin: false,
      superAdmin: false,
      isNew: true,
      isVerified: false,
      account: { balance: 0, credits: 0 },
    });
    expect(await reservation('streamerone')).toMatchObject({ uid });
    expect(await ledgerEntries(uid)).toEqual([]);
    expect(await counts()).toEqual({ ...before, authUsers: before.authUsers + 1, users: before.users + 1, usernames: before.usernames + 1 });
  });

  it('maps the same Twitch account to the same uid and duplicates nothing', async () => {
    const first = await twitchSignIn(await mintTwitchCode('repeat_viewer', 'repeat@example.test'));
    const docBefore = await userDoc(first.uid);
    const before = await counts();
    const second = await twitchSignIn(await mintTwitchCode('repeat_viewer', 'repeat@example.test'));
    expect(second.uid).toBe(first.uid);
    expect(await counts()).toEqual(before);
    expect(await userDoc(first.uid)).toEqual(docBefore);

    const other = await twitchSignIn(await mintTwitchCode('other_viewer', 'other@example.test'));
    expect(other.uid).not.toBe(first.uid);
  });

  it('lets the signed-in user call the other functions as that uid', async () => {
    const { client, uid } = await twitchSignIn(await mintTwitchCode('caller_viewer', 'caller@example.test'));
    expect(await client.call('createUser', { id: uid, email: 'caller@example.test' })).toEqual({
      id: uid,
      username: 'caller_viewer',
      created: false,
    });
  });

  it('gives Twitch signups no Bonus Credits, and their referrer none either', async () => {
    const referrer = await createAccount({ username: 'twitch_referrer' });
    const { uid } = await twitchSignIn(await mintTwitchCode('referred_viewer', 'referred@example.test'), {
      referralID: referrer.uid,
    });
    expect((await userDoc(uid))?.account.credits).toBe(0);
    expect((await userDoc(referrer.uid))?.account.credits).toBe(0);
    expect(await ledgerEntries(referrer.uid)).toEqual([]);
  });

  it('accepts a localhost redirect URI', async () => {
    const redirectUri = 'http://localhost:5173/auth/twitch';
    const { uid } = await twitchSignIn(await mintTwitchCode('local_viewer', 'local@example.test', redirectUri), {}, redirectUri);
    expect(await userDoc(uid)).toMatchObject({ username: 'local_viewer' });
  });

  it('answers a missing or empty code with the spec message', async () => {
    const client = await visitor();
    await expectNothingWritten(async () => {
      for (const request of [
        { redirectUri: TWITCH_REDIRECT_URI },
        { code: '', redirectUri: TWITCH_REDIRECT_URI },
        { code: '   ', redirectUri: TWITCH_REDIRECT_URI },
      ]) {
        const message = await expectCallableError(client.call('signupWithTwitch', request), 'invalid-argument');
        expect(message).toBe(authMessages.invalidAuthenticationCode);
      }
    });
  });

  it('rejects an unknown code and creates no user', async () => {
    const client = await visitor();
    await expectNothingWritten(async () => {
      const message = await expectCallableError(
        client.call('signupWithTwitch', { code: 'f'.repeat(30), redirectUri: TWITCH_REDIRECT_URI }),
        'permission-denied',
      );
      expect(message).toBe(authMessages.twitchLoginRejected);
    });
  });

  it('rejects a code minted for another redirect URI and creates no user', async () => {
    const code = await mintTwitchCode('redirect_viewer', 'redirect@example.test', 'https://evil.example/callback');
    const client = await visitor();
    await expectNothingWritten(async () => {
      const message = await expectCallableError(
        client.call('signupWithTwitch', { code, redirectUri: TWITCH_REDIRECT_URI }),
        'permission-denied',
      );
      expect(message).toBe(authMessages.twitchLoginRejected);
    });
    await expect(adminAuth.getUserByEmail('redirect@example.test')).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('rejects a code that was already used', async () => {
    const code = await mintTwitchCode('once_viewer', 'once@example.test');
    await twitchSignIn(code);
    const client = await visitor();
    await expectNothingWritten(async () => {
      await expectCallableError(client.call('signupWithTwitch', { code, redirectUri: TWITCH_REDIRECT_URI }), 'permission-denied');
    });
  });

  it('normalizes a short Twitch login into a valid username', async () => {
    const { uid } = await twitchSignIn(await mintTwitchCode('abc', 'abc@example.test'));
    expect((await userDoc(uid))?.username).toMatch(/^abc\d{4}$/);
  });

  it('refuses a Twitch account whose email belongs to another account', async () => {
    const existing = await createAccount({ email: 'shared@example.test' });
    const code = await mintTwitchCode('email_clash', 'shared@example.test');
    const client = await visitor();
    await expectNothingWritten(async () => {
      await expectCallableError(client.call('signupWithTwitch', { code, redirectUri: TWITCH_REDIRECT_URI }), 'already-exists');
    });
    expect((await adminAuth.getUserByEmail('shared@example.test')).uid).toBe(existing.uid);
  });
});
