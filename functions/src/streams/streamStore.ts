import { FieldValue, type DocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { streamPaths } from '../shared/streams/firestorePaths';
import type { StreamDoc, StreamFormValues, TwitchBroadcaster } from '../shared/streams/types';

export type StoredStream = StreamDoc<Timestamp>;

export const streamRef = (streamId: string) => db.doc(streamPaths.stream(streamId));

export function streamOf(snap: DocumentSnapshot): StoredStream | null {
  return snap.exists ? ({ ...(snap.data() as StoredStream), id: snap.id }) : null;
}

/** A Twitch channel as the stream records it before (and until) Twitch confirms who it is. */
export function unresolvedTwitch(channel: string): TwitchBroadcaster {
  return { login: channel.toLowerCase(), userId: null, displayName: null, subscribed: false };
}

/** Live status of a stream that is not live (also what a changed channel starts from). */
export const OFFLINE_STATUS = {
  online: false,
  title: '',
  game: '',
  viewerCount: 0,
  thumbnailUrl: null,
  liveSession: null,
  liveStatusAt: null,
} as const;

/** A new stream: the form, the spec's defaults for the switches, and empty server-kept state. */
export function newStreamDoc(uid: string, username: string, form: StreamFormValues): StreamDoc<FieldValue> {
  return {
    id: uid,
    userId: uid,
    username,
    search: { username: username.toLowerCase() },
    ...form,
    chatBotEnabled: true,
    customChallengeEnabled: true,
    chatBot: { valorant: { enabled: false } },
    challenges: { parlay: { enabled: false } },
    bets: { games: { valorant: { enabled: false } } },
    logo: null,
    twitch: form.type === 'twitch' ? unresolvedTwitch(form.channel) : null,
    riot: null,
    ...OFFLINE_STATUS,
    lastOnline: null,
    followerCount: 0,
    activity: {},
    heat: { bets: 0, parlays: 0, challenges: 0, total: 0, active: false },
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}
