import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { validateRequest } from './callable';
import { userMessages } from '../shared/users/messages';
import { authMessages } from '../shared/auth/messages';

async function rejection(promise: Promise<unknown>): Promise<HttpsError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpsError);
    return error as HttpsError;
  }
  throw new Error('expected a rejection');
}

describe('validateRequest', () => {
  it('returns the request unchanged when it is valid', async () => {
    const request = { code: 'abc', redirectUri: 'http://localhost:5173/auth/twitch' };
    expect(await validateRequest('signupWithTwitch', request)).toEqual(request);
  });

  it('turns a schema failure into invalid-argument with the schema message', async () => {
    const error = await rejection(validateRequest('addUsername', { username: 'abc' }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(userMessages.usernameRule);
  });

  it('treats a null or missing payload as an empty request', async () => {
    for (const payload of [null, undefined]) {
      const error = await rejection(validateRequest('addUsername', payload));
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe(userMessages.usernameRequired);
    }
  });

  it('answers a Twitch callback without a code with the spec message', async () => {
    const error = await rejection(validateRequest('signupWithTwitch', { redirectUri: 'https://clutchpot.gg/auth/twitch' }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(authMessages.invalidAuthenticationCode);
  });

  it('does not coerce types', async () => {
    const error = await rejection(validateRequest('createUser', { id: 42, email: 'a@example.com' }));
    expect(error.code).toBe('invalid-argument');
  });
});
