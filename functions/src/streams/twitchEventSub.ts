import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { getLiveStreams, TWITCH_CLIENT_SECRET, TWITCH_EVENTSUB_SECRET } from '../clients/twitch';
import { STREAM_COLLECTIONS, streamPaths } from '../shared/streams/firestorePaths';
import type { EventSubMessageDoc } from '../shared/streams/types';
import {
  challengeOf,
  checkEventSubMessage,
  liveEventOf,
  revokedBroadcasterOf,
  type EventSubEnvelope,
} from './eventSubMessage';
import { liveDetailsOf, markOffline, markOnline } from './liveStatus';

/** How long a delivery may hold a message id before another delivery of it may take over. */
const CLAIM_LEASE_MS = 60_000;
/** Handled ids are kept a day (a TTL policy on expireAt removes them); replays are refused after 10 minutes anyway. */
const KEEP_HANDLED_MS = 24 * 3_600_000;
/** Twitch wants an answer within a few seconds: the details of a new broadcast are asked for briefly. */
const HELIX_DETAILS_TIMEOUT_MS = 3_000;

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    return null;
  }
}

type Claim = 'claimed' | 'handled' | 'in-progress';

/** Takes a message id for this delivery, unless it was handled already or another delivery is handling it now. */
function claimMessage(envelope: EventSubEnvelope, now: number): Promise<Claim> {
  const ref = db.doc(streamPaths.eventSubMessage(envelope.id));
  return db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data() as EventSubMessageDoc | undefined;
    if (existing?.status === 'handled') return 'handled';
    if (existing && existing.leaseUntil.toMillis() > now) return 'in-progress';
    const claim: EventSubMessageDoc<Timestamp | FieldValue> = {
      type: envelope.type,
      subscriptionType: envelope.subscriptionType,
      status: 'processing',
      leaseUntil: Timestamp.fromMillis(now + CLAIM_LEASE_MS),
      receivedAt: FieldValue.serverTimestamp(),
      handledAt: null,
      expireAt: Timestamp.fromMillis(now + KEEP_HANDLED_MS),
    };
    tx.set(ref, claim);
    return 'claimed';
  });
}

async function applyNotification(envelope: EventSubEnvelope, body: unknown): Promise<void> {
  const live = liveEventOf(body);
  if (!live) {
    logger.info('EventSub notification ignored', { id: envelope.id, subscriptionType: envelope.subscriptionType });
    return;
  }
  if (live.kind === 'offline') {
    await markOffline(live.event.broadcaster_user_id, envelope.timestamp);
    return;
  }
  const { event } = live;
  // stream.online names the broadcast only; its title, game, viewers and preview come from Helix.
  const details = await getLiveStreams([event.broadcaster_user_id], { timeoutMs: HELIX_DETAILS_TIMEOUT_MS })
    .then((streams) => streams.find((stream) => stream.id === event.id) ?? null)
    .catch((error: unknown) => {
      logger.warn('Helix details of a new broadcast unavailable', { broadcaster: event.broadcaster_user_id, error: String(error) });
      return null;
    });
  await markOnline(
    event.broadcaster_user_id,
    { id: event.id, startedAt: Date.parse(event.started_at) },
    details ? liveDetailsOf(details) : null,
    envelope.timestamp,
  );
}

/** A revoked subscription: the stream is marked unsubscribed and the reconcile job subscribes it again. */
async function applyRevocation(body: unknown): Promise<void> {
  const broadcaster = revokedBroadcasterOf(body);
  if (!broadcaster) return;
  const snap = await db.collection(STREAM_COLLECTIONS.streams).where('twitch.userId', '==', broadcaster).select().get();
  await Promise.all(snap.docs.map((doc) => doc.ref.update({ 'twitch.subscribed': false })));
  logger.warn('EventSub subscription revoked', { broadcaster, status: (body as { subscription?: { status?: unknown } })?.subscription?.status });
}

/**
 * Twitch EventSub webhook (stream.online, stream.offline). Every message is checked first: its signature
 * (HMAC-SHA256 over id + timestamp + body, compared in constant time) and its age (10-minute replay window).
 * The verification challenge is answered with the raw challenge text; a notification is handled once per message
 * id and answered 204; the followers' notifications go out from the live notice, after the answer.
 */
export const twitchEventSub = onRequest({ secrets: [TWITCH_EVENTSUB_SECRET, TWITCH_CLIENT_SECRET] }, async (request, response) => {
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).send('Method Not Allowed');
    return;
  }
  const rawBody = request.rawBody?.toString('utf8') ?? '';
  const now = Date.now();
  const check = checkEventSubMessage(TWITCH_EVENTSUB_SECRET.value(), (name) => request.get(name), rawBody, now);
  if (!check.ok) {
    logger.warn('EventSub message refused', { reason: check.reason });
    response.status(check.reason === 'malformed' ? 400 : 403).send(check.reason === 'stale' ? 'Stale message' : 'Invalid signature');
    return;
  }
  const { envelope } = check;
  const body = parseJson(rawBody);
  try {
    if (envelope.type === 'webhook_callback_verification') {
      const challenge = challengeOf(body);
      if (!challenge) {
        response.status(400).send('No challenge');
        return;
      }
      response.status(200).set('Content-Type', 'text/plain').send(challenge);
      return;
    }
    if (envelope.type === 'revocation') {
      await applyRevocation(body);
      response.status(204).end();
      return;
    }
    const claim = await claimMessage(envelope, now);
    if (claim !== 'claimed') {
      response.status(204).end();
      return;
    }
    const ref = db.doc(streamPaths.eventSubMessage(envelope.id));
    try {
      await applyNotification(envelope, body);
    } catch (error) {
      // Let a redelivery of this message take it at once.
      await ref.update({ leaseUntil: Timestamp.fromMillis(0) });
      throw error;
    }
    await ref.update({ status: 'handled', handledAt: FieldValue.serverTimestamp() });
    response.status(204).end();
  } catch (error) {
    logger.error('EventSub message failed', { id: envelope.id, error: String(error) });
    response.status(500).send('Processing failed');
  }
});
