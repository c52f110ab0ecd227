import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { json, type Routes, type SandboxResponse } from './http';
import { helixCaller, withAppToken } from './twitch';
import { postOnce, sendWebhook } from './webhooks';

/**
 * EventSub over webhooks, as Twitch runs it: the app subscribes (POST /helix/eventsub/subscriptions) with a
 * callback and a secret; Twitch proves the callback with a webhook_callback_verification challenge (the
 * subscription is enabled only when the callback answers with the challenge itself), then sends notifications and
 * revocations. Every message carries the Twitch-Eventsub-Message-* headers and is signed with
 * sha256=HMAC-SHA256(secret, id + timestamp + raw body). Controls under /__sandbox/twitch/eventsub send the
 * challenge again, redeliver a message byte for byte (a replay) and revoke a subscription.
 */
const SUPPORTED_TYPES = ['stream.online', 'stream.offline'];

interface Subscription {
  id: string;
  status: 'enabled' | 'webhook_callback_verification_pending' | 'webhook_callback_verification_failed' | 'authorization_revoked' | 'user_removed';
  type: string;
  version: string;
  condition: { broadcaster_user_id: string };
  transport: { method: 'webhook'; callback: string; secret: string };
  created_at: string;
}

interface SentMessage {
  target: string;
  type: string;
  headers: Record<string, string>;
  rawBody: string;
}

const subscriptions = new Map<string, Subscription>();
const sent = new Map<string, SentMessage>();

function subscriptionJson(sub: Subscription) {
  return {
    id: sub.id,
    status: sub.status,
    type: sub.type,
    version: sub.version,
    cost: 1,
    condition: sub.condition,
    transport: { method: sub.transport.method, callback: sub.transport.callback },
    created_at: sub.created_at,
  };
}

/** RFC 3339 with nanoseconds, as Twitch writes the timestamp header. */
function eventSubTimestamp(date = new Date()): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, (_match, ms: string) => `.${ms}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}Z`);
}

function signedMessage(sub: Subscription, messageType: string, body: unknown): SentMessage {
  const id = randomUUID();
  const timestamp = eventSubTimestamp();
  const rawBody = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', sub.transport.secret).update(id + timestamp + rawBody).digest('hex')}`;
  return {
    target: sub.transport.callback,
    type: `eventsub.${messageType}`,
    rawBody,
    headers: {
      'Twitch-Eventsub-Message-Id': id,
      'Twitch-Eventsub-Message-Retry': '0',
      'Twitch-Eventsub-Message-Type': messageType,
      'Twitch-Eventsub-Message-Signature': signature,
      'Twitch-Eventsub-Message-Timestamp': timestamp,
      'Twitch-Eventsub-Subscription-Type': sub.type,
      'Twitch-Eventsub-Subscription-Version': sub.version,
    },
  };
}

/** Sends a message (with the sandbox's usual retries) and keeps it for redelivery. Returns its id. */
function deliver(message: SentMessage): string {
  const id = message.headers['Twitch-Eventsub-Message-Id']!;
  sent.set(id, message);
  sendWebhook(message);
  return id;
}

/** The challenge: the subscription is enabled only when the callback answers 2xx with exactly the challenge. */
async function verify(sub: Subscription): Promise<boolean> {
  const challenge = randomBytes(24).toString('base64url');
  const message = signedMessage(sub, 'webhook_callback_verification', { challenge, subscription: subscriptionJson(sub) });
  sent.set(message.headers['Twitch-Eventsub-Message-Id']!, message);
  const answer = await postOnce(message);
  const ok = typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300 && answer.body === challenge;
  sub.status = ok ? 'enabled' : 'webhook_callback_verification_failed';
  return ok;
}

/** Sends `type`'s event to every enabled subscription for the broadcaster. Returns the message ids. */
export function notifyEventSub(type: string, broadcasterId: string, event: Record<string, unknown>): string[] {
  return [...subscriptions.values()]
    .filter((sub) => sub.status === 'enabled' && sub.type === type && sub.condition.broadcaster_user_id === broadcasterId)
    .map((sub) => deliver(signedMessage(sub, 'notification', { subscription: subscriptionJson(sub), event })));
}

function badRequest(message: string): SandboxResponse {
  return json(400, { error: 'Bad Request', status: 400, message });
}

function createSubscription(body: Record<string, unknown>): SandboxResponse {
  const condition = body.condition as { broadcaster_user_id?: unknown } | undefined;
  const transport = body.transport as { method?: unknown; callback?: unknown; secret?: unknown } | undefined;
  if (typeof body.type !== 'string' || !SUPPORTED_TYPES.includes(body.type)) return badRequest('unsupported subscription type');
  if (body.version !== '1') return badRequest('unsupported version');
  if (typeof condition?.broadcaster_user_id !== 'string' || !/^\d+$/.test(condition.broadcaster_user_id)) return badRequest('invalid condition');
  if (transport?.method !== 'webhook' || typeof transport.callback !== 'string' || !/^https?:\/\//.test(transport.callback)) {
    return badRequest('invalid transport');
  }
  if (typeof transport.secret !== 'string' || !/^[\x21-\x7e]{10,100}$/.test(transport.secret)) return badRequest('invalid transport secret');
  const duplicate = [...subscriptions.values()].some(
    (sub) =>
      sub.type === body.type &&
      sub.condition.broadcaster_user_id === condition.broadcaster_user_id &&
      sub.transport.callback === transport.callback &&
      (sub.status === 'enabled' || sub.status === 'webhook_callback_verification_pending'),
  );
  if (duplicate) return json(409, { error: 'Conflict', status: 409, message: 'subscription already exists' });
  const sub: Subscription = {
    id: randomUUID(),
    status: 'webhook_callback_verification_pending',
    type: body.type,
    version: '1',
    condition: { broadcaster_user_id: condition.broadcaster_user_id },
    transport: { method: 'webhook', callback: transport.callback, secret: transport.secret },
    created_at: new Date().toISOString(),
  };
  subscriptions.set(sub.id, sub);
  void verify(sub).catch((error: unknown) => console.error('[sandbox] EventSub verification failed:', error));
  const total = [...subscriptions.values()].filter((entry) => entry.status === 'enabled' || entry.status === 'webhook_callback_verification_pending').length;
  return json(202, { data: [subscriptionJson(sub)], total, total_cost: total, max_total_cost: 10_000 });
}

export const twitchEventSubRoutes: Routes = {
  'POST /twitch/helix/eventsub/subscriptions': withAppToken(({ body }) => createSubscription(body)),
  'GET /twitch/helix/eventsub/subscriptions': withAppToken(({ query }) => {
    const userId = query.get('user_id');
    const type = query.get('type');
    const status = query.get('status');
    const data = [...subscriptions.values()]
      .filter((sub) => (!userId || sub.condition.broadcaster_user_id === userId) && (!type || sub.type === type) && (!status || sub.status === status))
      .map(subscriptionJson);
    return json(200, { data, total: data.length, total_cost: data.length, max_total_cost: 10_000, pagination: {} });
  }),
  'DELETE /twitch/helix/eventsub/subscriptions': (request) => {
    if (helixCaller(request.headers) !== 'app') return json(401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
    const id = request.query.get('id') ?? '';
    if (!subscriptions.delete(id)) return json(404, { error: 'Not Found', status: 404, message: 'subscription not found' });
    return { status: 204 };
  },
  /** Sends the subscription's callback a fresh verification challenge; answers whether it was echoed. */
  'POST /__sandbox/twitch/eventsub/verify': async ({ body }) => {
    const sub = subscriptions.get(String(body.subscriptionId ?? ''));
    if (!sub) return json(404, { message: 'subscription not found' });
    return json(200, { verified: await verify(sub), status: sub.status });
  },
  /** Sends a message again exactly as first sent (same id, timestamp, body and signature): a replay. */
  'POST /__sandbox/twitch/eventsub/redeliver': ({ body }) => {
    const message = sent.get(String(body.messageId ?? ''));
    if (!message) return json(404, { message: 'message not found' });
    sendWebhook(message);
    return json(200, { messageId: body.messageId });
  },
  /** Revokes a subscription the way Twitch does when a user withdraws the app's access. */
  'POST /__sandbox/twitch/eventsub/revoke': ({ body }) => {
    const sub = subscriptions.get(String(body.subscriptionId ?? ''));
    if (!sub) return json(404, { message: 'subscription not found' });
    sub.status = body.status === 'user_removed' ? 'user_removed' : 'authorization_revoked';
    subscriptions.delete(sub.id);
    return json(200, { messageId: deliver(signedMessage(sub, 'revocation', { subscription: subscriptionJson(sub) })) });
  },
};

/**
 * The secret the functions subscribe with (functions/.secret.local in the emulator). The sandbox itself signs
 * with whatever secret each subscription was created with, as Twitch does.
 */
export const TWITCH_EVENTSUB_SECRET = 'sandbox-eventsub-secret-0123456789';
