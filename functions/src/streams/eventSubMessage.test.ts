import { describe, expect, it } from 'vitest';
import { challengeOf, checkEventSubMessage, eventSubSignature, liveEventOf, revokedBroadcasterOf } from './eventSubMessage';

const SECRET = 's3cre7-for-the-test';
const NOW = Date.parse('2026-11-23T12:00:00Z');
const BODY = JSON.stringify({ subscription: { type: 'stream.offline' }, event: { broadcaster_user_id: '42', broadcaster_user_login: 'caster' } });

function headers(overrides: Record<string, string | undefined> = {}, body = BODY, secret = SECRET) {
  const id = overrides.id ?? 'msg-1';
  const timestamp = overrides.timestamp ?? '2026-11-23T11:59:00.123456789Z';
  const all: Record<string, string | undefined> = {
    'twitch-eventsub-message-id': id,
    'twitch-eventsub-message-timestamp': timestamp,
    'twitch-eventsub-message-signature': eventSubSignature(secret, id, timestamp, body),
    'twitch-eventsub-message-type': 'notification',
    'twitch-eventsub-subscription-type': 'stream.offline',
    ...overrides.raw ? JSON.parse(overrides.raw) as Record<string, string> : {},
  };
  return (name: string) => all[name.toLowerCase()];
}

describe('checkEventSubMessage', () => {
  it('accepts a message signed with sha256=HMAC(secret, id + timestamp + body) inside the window', () => {
    expect(eventSubSignature(SECRET, 'a', 'b', 'c')).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(checkEventSubMessage(SECRET, headers(), BODY, NOW)).toEqual({
      ok: true,
      envelope: { id: 'msg-1', timestamp: Date.parse('2026-11-23T11:59:00.123Z'), type: 'notification', subscriptionType: 'stream.offline' },
    });
  });

  it('refuses a wrong signature, another secret, a changed body and missing headers', () => {
    expect(checkEventSubMessage(SECRET, headers({ raw: JSON.stringify({ 'twitch-eventsub-message-signature': `sha256=${'0'.repeat(64)}` }) }), BODY, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkEventSubMessage(SECRET, headers({}, BODY, 'other-secret'), BODY, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkEventSubMessage(SECRET, headers(), BODY.replace('42', '43'), NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkEventSubMessage(SECRET, headers({ raw: JSON.stringify({ 'twitch-eventsub-message-signature': 'short' }) }), BODY, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkEventSubMessage(SECRET, () => undefined, BODY, NOW)).toEqual({ ok: false, reason: 'unsigned' });
  });

  it('refuses a message more than 10 minutes old or ahead, and an unreadable timestamp', () => {
    const at = (iso: string) => checkEventSubMessage(SECRET, headers({ timestamp: iso }), BODY, NOW);
    expect(at('2026-11-23T11:50:00Z').ok).toBe(true);
    expect(at('2026-11-23T11:49:59Z')).toEqual({ ok: false, reason: 'stale' });
    expect(at('2026-11-23T12:10:01Z')).toEqual({ ok: false, reason: 'stale' });
    expect(at('yesterday')).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses unknown message types', () => {
    expect(checkEventSubMessage(SECRET, headers({ raw: JSON.stringify({ 'twitch-eventsub-message-type': 'other' }) }), BODY, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('EventSub bodies', () => {
  it('reads stream.online and stream.offline events', () => {
    const online = { subscription: { type: 'stream.online' }, event: { id: '9001', broadcaster_user_id: '42', broadcaster_user_login: 'c', started_at: '2026-11-23T11:00:00Z' } };
    expect(liveEventOf(online)).toEqual({ kind: 'online', event: { id: '9001', broadcaster_user_id: '42', broadcaster_user_login: 'c', started_at: '2026-11-23T11:00:00Z' } });
    expect(liveEventOf(JSON.parse(BODY))).toEqual({ kind: 'offline', event: { broadcaster_user_id: '42', broadcaster_user_login: 'caster' } });
  });

  it('ignores other subscriptions and incomplete events', () => {
    expect(liveEventOf({ subscription: { type: 'channel.follow' }, event: { broadcaster_user_id: '42' } })).toBeNull();
    expect(liveEventOf({ subscription: { type: 'stream.online' }, event: { broadcaster_user_id: '42' } })).toBeNull();
    expect(liveEventOf(null)).toBeNull();
  });

  it('reads the challenge and a revoked broadcaster', () => {
    expect(challengeOf({ challenge: 'pogchamp-kappa-360noscope-vohiyo' })).toBe('pogchamp-kappa-360noscope-vohiyo');
    expect(challengeOf({ challenge: '' })).toBeNull();
    expect(revokedBroadcasterOf({ subscription: { condition: { broadcaster_user_id: '42' } } })).toBe('42');
  });
});
