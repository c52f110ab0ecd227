import { describe, expect, it } from 'vitest';
import { isDocumentId, paths } from './paths';

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
    expect(paths.user('u1')).toBe('users/u1');
    expect(paths.username('player')).toBe('usernames/player');
    expect(paths.transactions('u1')).toBe('users/u1/transactions');
    expect(paths.transaction('u1', 'k')).toBe('users/u1/transactions/k');
    expect(paths.notifications('u1')).toBe('users/u1/notifications');
    expect(paths.notification('u1', 'n')).toBe('users/u1/notifications/n');
  });
});
