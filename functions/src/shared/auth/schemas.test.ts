import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../../tests/support/fieldErrors';
import { accountSchema } from '../users/schemas';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from './schemas';
import { authMessages } from './messages';
import { coreMessages } from '../core/messages';
import { userMessages } from '../users/messages';


const VALID_PASSWORD = 'Abc123';
const RULE = authMessages.passwordRule;

describe('email field (login, signup, forgot password, account)', () => {
  const schemas = { loginSchema, signupSchema, forgotPasswordSchema, accountSchema };
  const base = { password: VALID_PASSWORD, passwordConfirm: VALID_PASSWORD, username: 'player1' };

  for (const [name, schema] of Object.entries(schemas)) {
    describe(name, () => {
      it.each([
        ['', coreMessages.emailRequired],
        ['   ', coreMessages.emailRequired],
        [undefined, coreMessages.emailRequired],
        ['plainaddress', coreMessages.invalidEmail],
        ['missing-domain@', coreMessages.invalidEmail],
        ['@missing-local.com', coreMessages.invalidEmail],
        ['two words@example.com', coreMessages.invalidEmail],
        [`${'a'.repeat(250)}@example.com`, coreMessages.invalidEmail],
      ])('email %j -> %s', async (email, message) => {
        expect((await fieldErrors(schema, { ...base, email })).email).toBe(message);
      });

      it.each(['player@example.com', '  player@example.com  ', 'first.last+tag@sub.example.co.uk'])(
        'accepts %j',
        async (email) => {
          expect(await fieldErrors(schema, { ...base, email })).toEqual({});
        },
      );
    });
  }

  it('trims the email when a form casts it', async () => {
    expect(await loginSchema.validate({ email: '  player@example.com ', password: 'x' })).toEqual({
      email: 'player@example.com',
      password: 'x',
    });
  });
});

describe('loginSchema', () => {
  it('requires a password but applies no password rule', async () => {
    expect(await fieldErrors(loginSchema, { email: 'a@example.com', password: '' })).toEqual({
      password: authMessages.passwordRequired,
    });
    expect(await fieldErrors(loginSchema, { email: 'a@example.com' })).toEqual({ password: authMessages.passwordRequired });
    expect(await fieldErrors(loginSchema, { email: 'a@example.com', password: 'x' })).toEqual({});
  });

  it('reports both fields when both are empty', async () => {
    expect(await fieldErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: coreMessages.emailRequired,
      password: authMessages.passwordRequired,
    });
  });
});

describe('new password rule (signup and reset)', () => {
  const cases: Array<[string, string | undefined]> = [
    ['', authMessages.passwordRequired],
    ['Ab1', RULE],
    ['Abc12', RULE],
    ['abc123', RULE],
    ['ABC123', RULE],
    ['Abcdef', RULE],
    ['123456', RULE],
    ['Abc123', undefined],
    ['aB3xyz', undefined],
    ['Passw0rd with spaces', undefined],
  ];

  it.each(cases)('reset: %j -> %s', async (password, message) => {
    expect((await fieldErrors(resetPasswordSchema, { password })).password).toBe(message);
  });

  it.each(cases)('signup: %j -> %s', async (password, message) => {
    const errors = await fieldErrors(signupSchema, { email: 'a@example.com', password, passwordConfirm: password });
    expect(errors.password).toBe(message);
  });

  it('reset: a missing password is required', async () => {
    expect(await fieldErrors(resetPasswordSchema, {})).toEqual({ password: authMessages.passwordRequired });
  });

  it('uses the exact rule text', () => {
    expect(RULE).toBe(
      'Password must be at least 6 characters and contain a number, an uppercase and a lowercase letter',
    );
  });
});

describe('signupSchema', () => {
  const valid = { email: 'a@example.com', password: VALID_PASSWORD, passwordConfirm: VALID_PASSWORD };

  it('accepts a complete signup', async () => {
    expect(await fieldErrors(signupSchema, valid)).toEqual({});
  });

  it('requires the password confirmation to match', async () => {
    expect(await fieldErrors(signupSchema, { ...valid, passwordConfirm: 'Abc124' })).toEqual({
      passwordConfirm: authMessages.passwordMismatch,
    });
    expect(await fieldErrors(signupSchema, { ...valid, passwordConfirm: 'abc123' })).toEqual({
      passwordConfirm: authMessages.passwordMismatch,
    });
  });

  it('requires the password confirmation', async () => {
    expect((await fieldErrors(signupSchema, { ...valid, passwordConfirm: '' })).passwordConfirm).toBe(
      authMessages.passwordMismatch,
    );
    expect((await fieldErrors(signupSchema, { ...valid, passwordConfirm: undefined })).passwordConfirm).toBe(
      authMessages.passwordRequired,
    );
    const bothEmpty = await fieldErrors(signupSchema, { ...valid, password: '', passwordConfirm: '' });
    expect(bothEmpty).toEqual({ password: authMessages.passwordRequired, passwordConfirm: authMessages.passwordRequired });
  });

  it('has no format rule for the username', async () => {
    for (const username of [undefined, '', 'ab', 'with space', 'Ünïcødé', 'a.b.c']) {
      expect(await fieldErrors(signupSchema, { ...valid, username })).toEqual({});
    }
  });

  it('bounds the username length', async () => {
    expect(await fieldErrors(signupSchema, { ...valid, username: 'a'.repeat(64) })).toEqual({});
    expect(await fieldErrors(signupSchema, { ...valid, username: 'a'.repeat(65) })).toEqual({
      username: userMessages.usernameRule,
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('only asks for an email', async () => {
    expect(await fieldErrors(forgotPasswordSchema, { email: 'a@example.com' })).toEqual({});
    expect(await fieldErrors(forgotPasswordSchema, {})).toEqual({ email: coreMessages.emailRequired });
  });
});

describe('accountSchema username', () => {
  const withUsername = (username: unknown) => fieldErrors(accountSchema, { email: 'a@example.com', username });

  it.each([
    ['', userMessages.usernameRequired],
    ['     ', userMessages.usernameRequired],
    [undefined, userMessages.usernameRequired],
    ['abcd', userMessages.usernameRule],
    [' abcd ', userMessages.usernameRule],
    ['a'.repeat(33), userMessages.usernameRule],
    ['with space', userMessages.usernameRule],
    ['dot.ted', userMessages.usernameRule],
    ['at@sign', userMessages.usernameRule],
    ['slash/name', userMessages.usernameRule],
    ['ünïcode', userMessages.usernameRule],
    ['__name__', userMessages.usernameRule],
  ])('%j -> %s', async (username, message) => {
    expect((await withUsername(username)).username).toBe(message);
  });

  it.each(['abcde', 'a'.repeat(32), 'Player_One', 'the-player', '12345', '_-_-_', '__name', 'name__'])(
    'accepts %j',
    async (username) => {
      expect(await withUsername(username)).toEqual({});
    },
  );

  it('uses the exact texts', () => {
    expect(userMessages.usernameRequired).toBe('Username name is required');
    expect(userMessages.usernameRule).toBe(
      'Username must be between 5 and 32 characters and may contain letters, numbers, dashes (-), and underscores (_).',
    );
    expect(coreMessages.invalidEmail).toBe('Invalid email');
    expect(coreMessages.emailRequired).toBe('Email is required');
    expect(authMessages.passwordRequired).toBe('Password is required');
    expect(authMessages.passwordMismatch).toBe('Password does not match');
  });
});
