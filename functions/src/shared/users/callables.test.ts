import { describe, expect, it } from 'vitest';
import { describeCallableSchemas, strictError } from '../../../../tests/support/callableSchemaSuite';
import { coreMessages } from '../core/messages';
import { supportMessages } from '../support/messages';
import { userMessages } from './messages';
import { userCallables } from './callables';

describeCallableSchemas(userCallables, {
  validateUsername: {
    valid: { username: 'player1' },
    required: ['username'],
  },
  createUser: {
    valid: { id: 'uid-1', username: 'player1', email: 'player@example.com', referralID: 'uid-2' },
    required: ['id'],
  },
  addUsername: {
    valid: { username: 'player1' },
    required: ['username'],
  },
  updateUser: {
    valid: { userId: 'uid-1', roles: ['admin'], username: 'player1', reason: 'Promoted after the moderation training', requestId: 'request-0001' },
    required: ['userId', 'reason', 'requestId'],
  },
  saveUserAgreement: {
    valid: { type: 'fundsProtectionNotice', agreed: true, updatedAt: 1_000 },
    required: ['type', 'agreed'],
  },
  checkCodGamerTag: {
    valid: { gamerTag: 'Ghost#1234567', platform: 'uno' },
    required: ['gamerTag'],
  },
});

const check = (name: keyof typeof userCallables, data: unknown) => strictError(userCallables[name], data);

describe('validateUsername request', () => {
  it('has no format rule, only a presence and length bound', async () => {
    expect(await check('validateUsername', { username: 'ab' })).toBeNull();
    expect(await check('validateUsername', { username: 'a'.repeat(64) })).toBeNull();
    expect(await check('validateUsername', { username: '' })).toBe(userMessages.usernameRequired);
    expect(await check('validateUsername', {})).toBe(userMessages.usernameRequired);
    expect(await check('validateUsername', { username: 'a'.repeat(65) })).toBe(userMessages.usernameRule);
  });
});

describe('createUser request', () => {
  it('needs id; email, username and referralID are optional, and an email given must be valid', async () => {
    expect(await check('createUser', { id: 'uid-1', email: 'a@example.com' })).toBeNull();
    expect(await check('createUser', { email: 'a@example.com' })).not.toBeNull();
    expect(await check('createUser', { id: '', email: 'a@example.com' })).not.toBeNull();
    expect(await check('createUser', { id: 'uid-1' })).toBeNull();
    expect(await check('createUser', { id: 'uid-1', email: 'nope' })).toBe(coreMessages.invalidEmail);
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

describe('addUsername request', () => {
  it('applies the account form username rule with its messages', async () => {
    expect(await check('addUsername', { username: '' })).toBe(userMessages.usernameRequired);
    expect(await check('addUsername', {})).toBe(userMessages.usernameRequired);
    expect(await check('addUsername', { username: 'abcd' })).toBe(userMessages.usernameRule);
    expect(await check('addUsername', { username: 'a'.repeat(33) })).toBe(userMessages.usernameRule);
    expect(await check('addUsername', { username: 'bad name' })).toBe(userMessages.usernameRule);
    expect(await check('addUsername', { username: '__name__' })).toBe(userMessages.usernameRule);
    expect(await check('addUsername', { username: 'a'.repeat(32) })).toBeNull();
    expect(await check('addUsername', { username: 'Good_Name-1' })).toBeNull();
  });
});

describe('updateUser request', () => {
  const audited = { reason: 'Promoted after the moderation training', requestId: 'request-0001' };
  it('needs userId, a written reason and a request id; roles and username are optional', async () => {
    expect(await check('updateUser', { userId: 'uid-1', roles: [], requestId: audited.requestId })).toBe(supportMessages.reasonRequired);
    expect(await check('updateUser', { userId: 'uid-1', roles: [], reason: audited.reason })).toBe('requestId is required');
    expect(await check('updateUser', { userId: 'uid-1', roles: [], requestId: audited.requestId, reason: 'too short' })).toBe(supportMessages.reasonTooShort);
    expect(await check('updateUser', { userId: 'uid-1', roles: [], reason: audited.reason })).not.toBeNull();
    expect(await check('updateUser', { ...audited, userId: 'uid-1' })).toBeNull();
    expect(await check('updateUser', { ...audited, userId: 'uid-1', roles: [] })).toBeNull();
    expect(await check('updateUser', { ...audited, roles: ['admin'] })).not.toBeNull();
  });

  it('accepts only assignable roles', async () => {
    expect(await check('updateUser', { ...audited, userId: 'u', roles: ['streamer', 'organizer', 'admin', 'superAdmin'] })).toBeNull();
    for (const role of ['user', 'visitor', 'root', '', 'Admin']) {
      expect(await check('updateUser', { ...audited, userId: 'u', roles: [role] }), role).not.toBeNull();
    }
    expect(await check('updateUser', { ...audited, userId: 'u', roles: 'admin' })).not.toBeNull();
    expect(await check('updateUser', { ...audited, userId: 'u', roles: [null] })).not.toBeNull();
    expect(await check('updateUser', { ...audited, userId: 'u', roles: ['admin', 'admin', 'admin', 'admin', 'admin'] })).not.toBeNull();
  });

  it('applies the username rule when a username is given', async () => {
    expect(await check('updateUser', { ...audited, userId: 'u', username: 'abcd' })).toBe(userMessages.usernameRule);
    expect(await check('updateUser', { ...audited, userId: 'u', username: '' })).not.toBeNull();
    expect(await check('updateUser', { ...audited, userId: 'u', username: 'valid_name' })).toBeNull();
  });

  it('refuses user ids that cannot be a document id', async () => {
    for (const userId of ['a/b', 'a/b/c', '..', '__x__']) {
      expect(await check('updateUser', { ...audited, userId }), userId).not.toBeNull();
    }
  });
});

describe('checkCodGamerTag request', () => {
  it('takes Activision and Battle.net ids and console names, and names what is wrong otherwise', async () => {
    for (const gamerTag of ['Ghost#1234567', 'Soap#1234', 'Price 141', 'xX_Gaz_Xx']) expect(await check('checkCodGamerTag', { gamerTag }), gamerTag).toBeNull();
    expect(await check('checkCodGamerTag', {})).toBe(userMessages.codGamerTagRequired);
    expect(await check('checkCodGamerTag', { gamerTag: ' Ghost#1234567 ' })).toBe(userMessages.codGamerTagInvalid);
    for (const gamerTag of ['G', 'Ghost#12', 'Ghost#', '#1234567', 'Gh#ost#1234', 'a'.repeat(33)]) {
      expect(await check('checkCodGamerTag', { gamerTag }), gamerTag).toBe(userMessages.codGamerTagInvalid);
    }
    expect(await check('checkCodGamerTag', { gamerTag: 'Ghost#1234567', platform: 'steam' })).toBe('Invalid platform: steam');
  });
});
