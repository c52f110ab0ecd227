import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { createEventSubSubscription, getLiveStreams, getUsersByLogin, LIVE_EVENT_TYPES, listEventSubSubscriptions } from '../clients/twitch';
import { applyHelixState } from './liveStatus';
import { streamOf, streamRef } from './streamStore';

/**
 * Connects a Twitch stream to Twitch: finds the channel's broadcaster id (Helix users), subscribes our webhook to
 * its stream.online and stream.offline events (EventSub), then takes the live state Twitch shows right now. Safe to
 * repeat: a resolved and subscribed stream costs one read. Returns whether Twitch knows the channel, or null for a
 * stream that is not on Twitch.
 */
export async function syncTwitchBroadcaster(streamId: string, now = Date.now()): Promise<boolean | null> {
  const stream = streamOf(await streamRef(streamId).get());
  if (!stream || stream.type !== 'twitch' || !stream.twitch) return null;
  const { login } = stream.twitch;
  let userId = stream.twitch.userId;
  if (!userId) {
    const [user] = await getUsersByLogin([login]);
    if (!user) return false;
    userId = user.id;
    const resolved = await db.runTransaction(async (tx) => {
      const current = streamOf(await tx.get(streamRef(streamId)));
      // The channel changed meanwhile: that save started its own sync.
      if (current?.twitch?.login !== login) return false;
      tx.update(streamRef(streamId), {
        'twitch.userId': user.id,
        'twitch.displayName': user.display_name,
        'twitch.subscribed': false,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return true;
    });
    if (!resolved) return true;
  }
  if (!stream.twitch.subscribed || !stream.twitch.userId) {
    const existing = await listEventSubSubscriptions(userId);
    for (const type of LIVE_EVENT_TYPES) {
      const active = existing.some((sub) => sub.type === type && sub.condition.broadcaster_user_id === userId && sub.status === 'enabled');
      if (!active) await createEventSubSubscription(type, userId);
    }
    await db.runTransaction(async (tx) => {
      const current = streamOf(await tx.get(streamRef(streamId)));
      if (current?.twitch?.userId === userId) tx.update(streamRef(streamId), { 'twitch.subscribed': true });
    });
    const [live] = await getLiveStreams([userId]);
    await applyHelixState(userId, live ?? null, now);
  }
  return true;
}
