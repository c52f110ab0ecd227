import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';
import { MESSAGES } from './messages';
import { accountSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from './schemas';


const VALID_PASSWORD = 'Abc123';
const RULE = MESSAGES.passwordRule;

describe('email field (login, signup, forgot password, account)', () => {
  const schemas = { loginSchema, signupSchema, forgotPasswordSchema, accountSchema };
  const base = { password: VALID_PASSWORD, passwordConfirm: VALID_PASSWORD, username: 'player1' };

  for (const [name, schema] of Object.entries(schemas)) {
    describe(name, () => {
      it.each([
        ['', MESSAGES.emailRequired],
        ['   ', MESSAGES.emailRequired],
        [undefined, MESSAGES.emailRequired],
        ['plainaddress', MESSAGES.invalidEmail],
        ['missing-domain@', MESSAGES.invalidEmail],
        ['@missing-local.com', MESSAGES.invalidEmail],
        ['two words@example.com', MESSAGES.invalidEmail],
        [`${'a'.repeat(250)}@example.com`, MESSAGES.invalidEmail],
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
      password: MESSAGES.passwordRequired,
    });
    expect(await fieldErrors(loginSchema, { email: 'a@example.com' })).toEqual({ password: MESSAGES.passwordRequired });
    expect(await fieldErrors(loginSchema, { email: 'a@example.com', password: 'x' })).toEqual({});
  });

  it('reports both fields when both are empty', async () => {
    expect(await fieldErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });
});

describe('new password rule (signup and reset)', () => {
  const cases: Array<[string, string | undefined]> = [
    ['', MESSAGES.passwordRequired],
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
    expect(await fieldErrors(resetPasswordSchema, {})).toEqual({ password: MESSAGES.passwordRequired });
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
      passwordConfirm: MESSAGES.passwordMismatch,
    });
    expect(await fieldErrors(signupSchema, { ...valid, passwordConfirm: 'abc123' })).toEqual({
      passwordConfirm: MESSAGES.passwordMismatch,
    });
  });

  it('requires the password confirmation', async () => {
    expect((await fieldErrors(signupSchema, { ...valid, passwordConfirm: '' })).passwordConfirm).toBe(
      MESSAGES.passwordMismatch,
    );
    expect((await fieldErrors(signupSchema, { ...valid, passwordConfirm: undefined })).passwordConfirm).toBe(
      MESSAGES.passwordRequired,
    );
    const bothEmpty = await fieldErrors(signupSchema, { ...valid, password: '', passwordConfirm: '' });
    expect(bothEmpty).toEqual({ password: MESSAGES.passwordRequired, passwordConfirm: MESSAGES.passwordRequired });
  });

  it('has no format rule for the username', async () => {
    for (const username of [undefined, '', 'ab', 'with space', 'Ünïcødé', 'a.b.c']) {
      expect(await fieldErrors(signupSchema, { ...valid, username })).toEqual({});
    }
  });

  it('bounds the username length', async () => {
    expect(await fieldErrors(signupSchema, { ...valid, username: 'a'.repeat(64) })).toEqual({});
    expect(await fieldErrors(signupSchema, { ...valid, username: 'a'.repeat(65) })).toEqual({
      username: MESSAGES.usernameRule,
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('only asks for an email', async () => {
    expect(await fieldErrors(forgotPasswordSchema, { email: 'a@example.com' })).toEqual({});
    expect(await fieldErrors(forgotPasswordSchema, {})).toEqual({ email: MESSAGES.emailRequired });
  });
});

describe('accountSchema username', () => {
  const withUsername = (username: unknown) => fieldErrors(accountSchema, { email: 'a@example.com', username });

  it.each([
    ['', MESSAGES.usernameRequired],
    ['     ', MESSAGES.usernameRequired],
    [undefined, MESSAGES.usernameRequired],
    ['abcd', MESSAGES.usernameRule],
    [' abcd ', MESSAGES.usernameRule],
    ['a'.repeat(33), MESSAGES.usernameRule],
    ['with space', MESSAGES.usernameRule],
    ['dot.ted', MESSAGES.usernameRule],
    ['at@sign', MESSAGES.usernameRule],
    ['slash/name', MESSAGES.usernameRule],
    ['ünïcode', MESSAGES.usernameRule],
    ['__name__', MESSAGES.usernameRule],
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
    expect(MESSAGES.usernameRequired).toBe('Username name is required');
    expect(MESSAGES.usernameRule).toBe(
      'Username must be between 5 and 32 characters and may contain letters, numbers, dashes (-), and underscores (_).',
    );
    expect(MESSAGES.invalidEmail).toBe('Invalid email');
    expect(MESSAGES.emailRequired).toBe('Email is required');
    expect(MESSAGES.passwordRequired).toBe('Password is required');
    expect(MESSAGES.passwordMismatch).toBe('Password does not match');
  });
});
