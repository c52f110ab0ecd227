import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { callableRequestSchemas, type CallableName } from './contract';
import { MESSAGES } from './messages';

/** Validates as the callables do: strict (no casting or trimming), first error only. */
async function check(name: CallableName, data: unknown): Promise<string | null> {
  try {
    await callableRequestSchemas[name].validate(data, { strict: true, abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const HUGE = 'x'.repeat(10_000);

const VALID: Record<CallableName, Record<string, unknown>> = {
  validateUsername: { username: 'player1' },
  createUser: { id: 'uid-1', username: 'player1', email: 'player@example.com', referralID: 'uid-2' },
  signupWithTwitch: { code: 'abc123', redirectUri: 'https://clutchpot.gg/auth/twitch', referralID: 'uid-2' },
  addUsername: { username: 'player1' },
  updateUser: { userId: 'uid-1', roles: ['admin'], username: 'player1' },
  addBalance: { orderId: 'ORDER123', amount: 2_500, clientId: 'client', sessionId: 'session-1', requestId: 'request-0001' },
  checkDepositLimits: { userId: 'uid-1' },
  createTrueLayerPayment: { amount: 2_500, returnUri: 'https://clutchpot.gg/deposit/success', currency: 'GBP', sessionId: 'session-1', requestId: 'request-0001' },
  makePayout: { amount: 1_000, email: 'payee@example.com', clientId: 'client', sessionId: 'session-1', gateway: 'paypal', requestId: 'request-0001' },
  createTrueLayerPayout: { amount: 1_000, sessionId: 'session-1', currency: 'GBP', requestId: 'request-0001' },
  getWalletSummary: {},
  fetchTransactions: { startDate: 0, endDate: 1_000 },
  deleteNotification: { notificationId: 'note-1' },
  saveUserAgreement: { type: 'fundsProtectionNotice', agreed: true, updatedAt: 1_000 },
  reconcile: {},
  createSession: {},
  refreshSession: { sessionId: 'session-1' },
  endSession: { sessionId: 'session-1' },
  saveUserPreferences: {
    preferences: {
      marketingGeneral: { email: false, notifications: true },
      gamblingDepositLimits: { daily: 2_000, weekly: 250_000, monthly: 500_000 },
      gamblingRealityCheck: { hours: 2 },
      gamblingSelfExclude: { enabled: false, period: '6m' },
    },
    sessionId: 'session-1',
  },
  checkBetLimits: { userId: 'uid-1', streamId: 'stream-1', gameType: 'valorant', gameMode: 'ranked' },
  checkExclusion: {},
  initVerifyIdentity: {},
  checkRegion: {},
  submitSurvey: { score: 9, comment: 'Great streams' },
};

const REQUIRED: Record<CallableName, string[]> = {
  validateUsername: ['username'],
  createUser: ['id'],
  signupWithTwitch: ['code', 'redirectUri'],
  addUsername: ['username'],
  updateUser: ['userId'],
  addBalance: ['orderId', 'amount', 'requestId'],
  checkDepositLimits: ['userId'],
  createTrueLayerPayment: ['amount', 'returnUri', 'currency', 'requestId'],
  makePayout: ['amount', 'email', 'gateway', 'requestId'],
  createTrueLayerPayout: ['amount', 'currency', 'requestId'],
  getWalletSummary: [],
  fetchTransactions: ['startDate', 'endDate'],
  deleteNotification: ['notificationId'],
  saveUserAgreement: ['type', 'agreed'],
  reconcile: [],
  createSession: [],
  refreshSession: ['sessionId'],
  endSession: ['sessionId'],
  saveUserPreferences: ['preferences'],
  checkBetLimits: ['userId', 'streamId'],
  checkExclusion: [],
  initVerifyIdentity: [],
  checkRegion: [],
  submitSurvey: ['score'],
};

/**
 * Fields with no trimmed form to insist on: the PayPal client id the web app sends along is an opaque code the
 * server never reads, so it is taken as sent.
 */
const FREE_FORM = new Set(['clientId']);

/** Values of the wrong type for a field holding `value`. */
function wrongTypesFor(value: unknown): unknown[] {
  const scalar = typeof value === 'string' ? [12345, true] : typeof value === 'number' ? ['12345', true] : ['yes', 1];
  return [...scalar, { value: 'x' }, ['x']];
}

describe('callable request schemas (strict)', () => {
  for (const name of Object.keys(VALID) as CallableName[]) {
    describe(name, () => {
      const valid = VALID[name];

      it('accepts a well-formed request', async () => {
        expect(await check(name, valid)).toBeNull();
      });

      it('refuses unknown keys', async () => {
        expect(await check(name, { ...valid, extra: 1 })).toMatch(/unspecified keys: extra/);
        expect(await check(name, { ...valid, isAdmin: true })).toMatch(/unspecified keys: isAdmin/);
      });

      it('refuses a payload that is not an object', async () => {
        for (const payload of ['text', 42, true, [valid]]) {
          expect(await check(name, payload)).toMatch(/must be a `object` type/);
        }
      });

      it('refuses null and missing fields', async () => {
        expect(await check(name, null)).not.toBeNull();
        if (REQUIRED[name].length > 0) expect(await check(name, {})).not.toBeNull();
      });

      for (const key of Object.keys(valid)) {
        it(`refuses a wrong type for ${key}`, async () => {
          for (const wrong of wrongTypesFor(valid[key])) {
            expect(await check(name, { ...valid, [key]: wrong }), `${key}: ${JSON.stringify(wrong)}`).not.toBeNull();
          }
        });

        it(`refuses an oversized ${key}`, async () => {
          const value = key === 'roles' ? Array(10_000).fill('admin') : typeof valid[key] === 'number' ? 1e300 : HUGE;
          expect(await check(name, { ...valid, [key]: value })).not.toBeNull();
        });
      }

      for (const key of REQUIRED[name]) {
        it(`refuses null or a missing ${key}`, async () => {
          expect(await check(name, { ...valid, [key]: null })).not.toBeNull();
          const { [key]: _omitted, ...rest } = valid;
          expect(await check(name, rest)).not.toBeNull();
        });
      }

      const textKeys = Object.keys(valid).filter((key) => typeof valid[key] === 'string' && !FREE_FORM.has(key));
      const numberKeys = Object.keys(valid).filter((key) => typeof valid[key] === 'number');

      if (textKeys.length > 0) {
        it('does not trim: padded strings are refused', async () => {
          for (const key of textKeys) {
            expect(await check(name, { ...valid, [key]: ` ${String(valid[key])} ` }), key).not.toBeNull();
          }
        });
      }

      if (numberKeys.length > 0) {
        it('does not coerce: numbers sent as text are refused', async () => {
          for (const key of numberKeys) {
            expect(await check(name, { ...valid, [key]: String(valid[key]) }), key).not.toBeNull();
          }
        });
      }
    });
  }
});

describe('validateUsername request', () => {
  it('has no format rule, only a presence and length bound', async () => {
    expect(await check('validateUsername', { username: 'ab' })).toBeNull();
    expect(await check('validateUsername', { username: 'a'.repeat(64) })).toBeNull();
    expect(await check('validateUsername', { username: '' })).toBe(MESSAGES.usernameRequired);
    expect(await check('validateUsername', {})).toBe(MESSAGES.usernameRequired);
    expect(await check('validateUsername', { username: 'a'.repeat(65) })).toBe(MESSAGES.usernameRule);
  });
});

describe('createUser request', () => {
  it('needs id; email, username and referralID are optional, and an email given must be valid', async () => {
    expect(await check('createUser', { id: 'uid-1', email: 'a@example.com' })).toBeNull();
    expect(await check('createUser', { email: 'a@example.com' })).not.toBeNull();
    expect(await check('createUser', { id: '', email: 'a@example.com' })).not.toBeNull();
    expect(await check('createUser', { id: 'uid-1' })).toBeNull();
    expect(await check('createUser', { id: 'uid-1', email: 'nope' })).toBe(MESSAGES.invalidEmail);
    expect(await check('createUser', { id: 'uid-1', email: null })).not.toBeNull();
    expect(await check('createUser', { id: 'uid-1', email: 'a@example.com', referralID: undefined })).toBeNull();
  });

  it('refuses ids that cannot be a document id', async () => {
    for (const id of ['a/b', 'users/x/transactions/y', '.', '..', '__id__']) {
      expect(await check('createUser', { id, email: 'a@example.com' }), id).not.toBeNull();
    }
    expect(await check('createUser', { id: 'twitch:12345', email: 'a@example.com' })).toBeNull();
    expect(await check('createUser', { id: 'a'.repeat(128), email: 'a@example.com' })).toBeNull();
    expect(await check('createUser', { id: 'a'.repeat(129), email: 'a@example.com' })).not.toBeNull();
  });
});

describe('signupWithTwitch request', () => {
  const redirectUri = 'https://clutchpot.gg/auth/twitch';

  it('answers a missing, empty or blank code with the spec message', async () => {
    expect(await check('signupWithTwitch', { redirectUri })).toBe(MESSAGES.invalidAuthenticationCode);
    expect(await check('signupWithTwitch', { code: '', redirectUri })).toBe(MESSAGES.invalidAuthenticationCode);
    expect(await check('signupWithTwitch', { code: '   ', redirectUri })).toBe(MESSAGES.invalidAuthenticationCode);
    expect(MESSAGES.invalidAuthenticationCode).toBe('Invalid authentication code.');
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

describe('addUsername request', () => {
  it('applies the account form username rule with its messages', async () => {
    expect(await check('addUsername', { username: '' })).toBe(MESSAGES.usernameRequired);
    expect(await check('addUsername', {})).toBe(MESSAGES.usernameRequired);
    expect(await check('addUsername', { username: 'abcd' })).toBe(MESSAGES.usernameRule);
    expect(await check('addUsername', { username: 'a'.repeat(33) })).toBe(MESSAGES.usernameRule);
    expect(await check('addUsername', { username: 'bad name' })).toBe(MESSAGES.usernameRule);
    expect(await check('addUsername', { username: '__name__' })).toBe(MESSAGES.usernameRule);
    expect(await check('addUsername', { username: 'a'.repeat(32) })).toBeNull();
    expect(await check('addUsername', { username: 'Good_Name-1' })).toBeNull();
  });
});

describe('updateUser request', () => {
  it('needs userId; roles and username are optional', async () => {
    expect(await check('updateUser', { userId: 'uid-1' })).toBeNull();
    expect(await check('updateUser', { userId: 'uid-1', roles: [] })).toBeNull();
    expect(await check('updateUser', { roles: ['admin'] })).not.toBeNull();
  });

  it('accepts only assignable roles', async () => {
    expect(await check('updateUser', { userId: 'u', roles: ['streamer', 'organizer', 'admin', 'superAdmin'] })).toBeNull();
    for (const role of ['user', 'visitor', 'root', '', 'Admin']) {
      expect(await check('updateUser', { userId: 'u', roles: [role] }), role).not.toBeNull();
    }
    expect(await check('updateUser', { userId: 'u', roles: 'admin' })).not.toBeNull();
    expect(await check('updateUser', { userId: 'u', roles: [null] })).not.toBeNull();
    expect(await check('updateUser', { userId: 'u', roles: ['admin', 'admin', 'admin', 'admin', 'admin'] })).not.toBeNull();
  });

  it('applies the username rule when a username is given', async () => {
    expect(await check('updateUser', { userId: 'u', username: 'abcd' })).toBe(MESSAGES.usernameRule);
    expect(await check('updateUser', { userId: 'u', username: '' })).not.toBeNull();
    expect(await check('updateUser', { userId: 'u', username: 'valid_name' })).toBeNull();
  });

  it('refuses user ids that cannot be a document id', async () => {
    for (const userId of ['a/b', 'a/b/c', '..', '__x__']) {
      expect(await check('updateUser', { userId }), userId).not.toBeNull();
    }
  });
});
