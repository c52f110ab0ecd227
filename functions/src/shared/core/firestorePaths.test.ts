import { describe, expect, it } from 'vitest';
import { isDocumentId } from './ids';
import { corePaths } from './firestorePaths';
import { userPaths } from '../users/firestorePaths';
import { ledgerPaths } from '../ledger/firestorePaths';
import { notificationPaths } from '../notifications/firestorePaths';
import { liveNoticeId, streamPaths } from '../streams/firestorePaths';

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

describe('stream paths', () => {
  it('keeps followers under the stream and one live notice per stream and session', () => {
    expect(streamPaths.stream('u1')).toBe('streams/u1');
    expect(streamPaths.followers('u1')).toBe('streams/u1/followers');
    expect(streamPaths.follower('u1', 'u2')).toBe('streams/u1/followers/u2');
    expect(streamPaths.liveNotice('twitch:42', '9001')).toBe('liveNotices/stream_live_twitch:42_9001');
    expect(isDocumentId(liveNoticeId('twitch:42', '9001'))).toBe(true);
    expect(streamPaths.eventSubMessage('m-1')).toBe('eventSubMessages/m-1');
    expect(streamPaths.riotAccount('p')).toBe('riotAccounts/p');
  });
});
