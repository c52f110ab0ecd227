import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twitch EventSub webhook messages: each carries the Twitch-Eventsub-Message-* headers and is signed with
 * HMAC-SHA256(secret, message id + timestamp + raw body), sent as `sha256=<hex>`. A message older (or further
 * ahead) than 10 minutes is refused, so a captured message cannot be replayed later; within that window each message
 * id is handled once.
 */
export const EVENTSUB_HEADERS = {
  id: 'twitch-eventsub-message-id',
  timestamp: 'twitch-eventsub-message-timestamp',
  signature: 'twitch-eventsub-message-signature',
  type: 'twitch-eventsub-message-type',
  subscriptionType: 'twitch-eventsub-subscription-type',
} as const;

export const EVENTSUB_REPLAY_WINDOW_MS = 10 * 60_000;
export const EVENTSUB_MESSAGE_TYPES = ['notification', 'webhook_callback_verification', 'revocation'] as const;
export type EventSubMessageType = (typeof EVENTSUB_MESSAGE_TYPES)[number];

export interface EventSubEnvelope {
  id: string;
  /** ms since epoch, from the timestamp header. */
  timestamp: number;
  type: EventSubMessageType;
  subscriptionType: string | null;
}

export type EventSubCheck = { ok: true; envelope: EventSubEnvelope } | { ok: false; reason: 'unsigned' | 'forged' | 'stale' | 'malformed' };

type HeaderReader = (name: string) => string | undefined;

/** `sha256=` + the hex HMAC Twitch sends for this message. */
export function eventSubSignature(secret: string, messageId: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(messageId + timestamp + rawBody, 'utf8').digest('hex')}`;
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks the headers, the signature (timing-safe) and the replay window, in that order. */
export function checkEventSubMessage(secret: string, header: HeaderReader, rawBody: string, now: number): EventSubCheck {
  const id = header(EVENTSUB_HEADERS.id);
  const timestamp = header(EVENTSUB_HEADERS.timestamp);
  const signature = header(EVENTSUB_HEADERS.signature);
  if (!id || !timestamp || !signature) return { ok: false, reason: 'unsigned' };
  if (!sameSignature(eventSubSignature(secret, id, timestamp, rawBody), signature)) return { ok: false, reason: 'forged' };
  const sentAt = Date.parse(timestamp);
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > EVENTSUB_REPLAY_WINDOW_MS) return { ok: false, reason: 'stale' };
  const type = header(EVENTSUB_HEADERS.type);
  if (!(EVENTSUB_MESSAGE_TYPES as readonly string[]).includes(type ?? '') || !/^[A-Za-z0-9_.:-]{1,128}$/.test(id)) {
    return { ok: false, reason: 'malformed' };
  }
  return {
    ok: true,
    envelope: { id, timestamp: sentAt, type: type as EventSubMessageType, subscriptionType: header(EVENTSUB_HEADERS.subscriptionType) ?? null },
  };
}

// ---- Bodies ------------------------------------------------------------------------------------------------

export interface StreamOnlineEvent {
  /** Twitch's id of this broadcast: one live session. */
  id: string;
  broadcaster_user_id: string;
  broadcaster_user_login: string;
  started_at: string;
}

export interface StreamOfflineEvent {
  broadcaster_user_id: string;
  broadcaster_user_login: string;
}

export type LiveEvent = { kind: 'online'; event: StreamOnlineEvent } | { kind: 'offline'; event: StreamOfflineEvent };

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : null);

/** The stream.online / stream.offline event in a notification body, or null when it is neither. */
export function liveEventOf(body: unknown): LiveEvent | null {
  const record = (body ?? {}) as { subscription?: { type?: unknown }; event?: Record<string, unknown> };
  const event = record.event ?? {};
  const broadcaster = text(event.broadcaster_user_id);
  if (!broadcaster) return null;
  const login = text(event.broadcaster_user_login) ?? '';
  if (record.subscription?.type === 'stream.online') {
    const id = text(event.id);
    const startedAt = text(event.started_at);
    if (!id || !startedAt || !Number.isFinite(Date.parse(startedAt))) return null;
    return { kind: 'online', event: { id, broadcaster_user_id: broadcaster, broadcaster_user_login: login, started_at: startedAt } };
  }
  if (record.subscription?.type === 'stream.offline') {
    return { kind: 'offline', event: { broadcaster_user_id: broadcaster, broadcaster_user_login: login } };
  }
  return null;
}

/** The challenge of a webhook_callback_verification body, answered back as raw text. */
export function challengeOf(body: unknown): string | null {
  const challenge = (body as { challenge?: unknown } | null)?.challenge;
  return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 1024 ? challenge : null;
}

/** The broadcaster of a revoked subscription. */
export function revokedBroadcasterOf(body: unknown): string | null {
  const condition = (body as { subscription?: { condition?: { broadcaster_user_id?: unknown } } } | null)?.subscription?.condition;
  return text(condition?.broadcaster_user_id);
}
