import { describe, expect, it } from 'vitest';
import { describeCallableSchemas, strictError } from '../../../../tests/support/callableSchemaSuite';
import { authMessages } from './messages';
import { authCallables } from './callables';

describeCallableSchemas(authCallables, {
  signupWithTwitch: {
    valid: { code: 'abc123', redirectUri: 'https://clutchpot.gg/auth/twitch', referralID: 'uid-2' },
    required: ['code', 'redirectUri'],
  },
});

const check = (name: keyof typeof authCallables, data: unknown) => strictError(authCallables[name], data);

describe('signupWithTwitch request', () => {
  const redirectUri = 'https://clutchpot.gg/auth/twitch';

  it('answers a missing, empty or blank code with the spec message', async () => {
    expect(await check('signupWithTwitch', { redirectUri })).toBe(authMessages.invalidAuthenticationCode);
    expect(await check('signupWithTwitch', { code: '', redirectUri })).toBe(authMessages.invalidAuthenticationCode);
    expect(await check('signupWithTwitch', { code: '   ', redirectUri })).toBe(authMessages.invalidAuthenticationCode);
    expect(authMessages.invalidAuthenticationCode).toBe('Invalid authentication code.');
  });

  it('accepts http and https redirect URIs, including local development hosts', async () => {
    for (const uri of [
      redirectUri,
      'http://localhost:5173/auth/twitch',
      'http://127.0.0.1:5173/auth/twitch',
      'https://app.clutchpot.gg/auth/twitch?x=1',
    ]) {
      expect(await check('signupWithTwitch', { code: 'abc', redirectUri: uri }), uri).toBeNull();
    }
  });

  it('refuses redirect URIs that are not http(s) URLs', async () => {
    for (const uri of ['', 'not a url', '/auth/twitch', 'javascript:alert(1)', 'ftp://clutchpot.gg/x', 'data:text/html,x']) {
      expect(await check('signupWithTwitch', { code: 'abc', redirectUri: uri }), uri).not.toBeNull();
    }
  });

  it('bounds the code length', async () => {
    expect(await check('signupWithTwitch', { code: 'c'.repeat(512), redirectUri })).toBeNull();
    expect(await check('signupWithTwitch', { code: 'c'.repeat(513), redirectUri })).not.toBeNull();
  });
});
