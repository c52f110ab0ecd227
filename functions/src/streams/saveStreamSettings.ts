import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { TWITCH_CLIENT_SECRET, TWITCH_EVENTSUB_SECRET } from '../clients/twitch';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import type { StreamFormValues } from '../shared/streams/types';
import type { UserDoc } from '../shared/users/types';
import { newStreamDoc, OFFLINE_STATUS, streamOf, streamRef, unresolvedTwitch, type StoredStream } from './streamStore';
import { syncTwitchBroadcaster } from './twitchSync';

/** Whether the stream now points at another broadcast (Twitch logins are case-insensitive). */
function channelChanged(stream: StoredStream, form: StreamFormValues): boolean {
  return stream.type !== form.type || stream.channel.toLowerCase() !== form.channel.toLowerCase();
}

/**
 * Saves the Stream Setup form for `uid`: creates the stream, or updates its platform, channel, colours and chat bot
 * text. The server keeps what the form does not say: the stream's owner, its username and the lower-cased search
 * field, and, for Twitch, the broadcaster it resolves to and its live status (reset when the channel changes, then
 * read from Twitch again). Returns whether Twitch knows the channel (null when not on Twitch or not asked).
 */
export async function saveStreamForm(uid: string, form: StreamFormValues): Promise<boolean | null> {
  await db.runTransaction(async (tx) => {
    const user = await tx.get(db.doc(corePaths.user(uid)));
    if (!user.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
    const { username } = user.data() as UserDoc;
    const stream = streamOf(await tx.get(streamRef(uid)));
    if (!stream) {
      tx.create(streamRef(uid), newStreamDoc(uid, username, form));
      return;
    }
    const moved = channelChanged(stream, form);
    tx.update(streamRef(uid), {
      ...form,
      userId: uid,
      username,
      search: { username: username.toLowerCase() },
      updatedAt: FieldValue.serverTimestamp(),
      ...(moved ? { ...OFFLINE_STATUS, twitch: form.type === 'twitch' ? unresolvedTwitch(form.channel) : null } : {}),
    });
  });
  try {
    return await syncTwitchBroadcaster(uid);
  } catch (error) {
    // Twitch could not be asked now; the reconcile job connects the channel on its next run.
    logger.warn('Twitch sync after saving stream settings failed', { uid, error: String(error) });
    return null;
  }
}

/** The Stream Setup tab's SAVE (Settings). */
export const saveStreamSettings = defineCallable(
  'saveStreamSettings',
  { secrets: [TWITCH_CLIENT_SECRET, TWITCH_EVENTSUB_SECRET] },
  async ({ type, channel, primaryColor, secondaryColor, chatBotText }, { uid }) => {
    const settings: StreamFormValues = { type, channel, primaryColor, secondaryColor, chatBotText: chatBotText ?? '' };
    const twitchChannelFound = await saveStreamForm(uid, settings);
    return { streamId: uid, settings, twitchChannelFound };
  },
);
