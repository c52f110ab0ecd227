import { describe, expect, it } from 'vitest';
import { isDocumentId } from './ids';
import { corePaths } from './firestorePaths';
import { userPaths } from '../users/firestorePaths';
import { ledgerPaths } from '../ledger/firestorePaths';
import { notificationPaths } from '../notifications/firestorePaths';

describe('isDocumentId', () => {
  it.each(['abc', 'twitch:12345', 'a.b', '_x_', '__x', 'x__', 'UPPER-lower_09', 'a'.repeat(128)])('accepts %j', (id) => {
    expect(isDocumentId(id)).toBe(true);
  });

  it.each(['', 'a/b', '/a', 'a/', 'users/x/transactions/y', '.', '..', '__x__', '____'])('refuses %j', (id) => {
    expect(isDocumentId(id)).toBe(false);
  });
});

describe('paths', () => {
  it('builds the account slice paths', () => {
    expect(corePaths.user('u1')).toBe('users/u1');
    expect(userPaths.username('player')).toBe('usernames/player');
    expect(ledgerPaths.transactions('u1')).toBe('users/u1/transactions');
    expect(ledgerPaths.transaction('u1', 'k')).toBe('users/u1/transactions/k');
    expect(notificationPaths.notifications('u1')).toBe('users/u1/notifications');
    expect(notificationPaths.notification('u1', 'n')).toBe('users/u1/notifications/n');
  });
});
