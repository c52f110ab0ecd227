/** Firestore collection names and document paths of the streams area. */
export const STREAM_COLLECTIONS = {
  streams: 'streams',
  followers: 'followers',
  liveNotices: 'liveNotices',
  eventSubMessages: 'eventSubMessages',
  riotAccounts: 'riotAccounts',
} as const;

export const streamPaths = {
  /** A streamer's stream; its id is the streamer's uid. */
  stream: (streamId: string) => `${STREAM_COLLECTIONS.streams}/${streamId}`,
  followers: (streamId: string) => `${STREAM_COLLECTIONS.streams}/${streamId}/${STREAM_COLLECTIONS.followers}`,
  follower: (streamId: string, uid: string) => `${STREAM_COLLECTIONS.streams}/${streamId}/${STREAM_COLLECTIONS.followers}/${uid}`,
  /** The stream_live fan-out of one live session. */
  liveNotice: (streamId: string, sessionId: string) => `${STREAM_COLLECTIONS.liveNotices}/${liveNoticeId(streamId, sessionId)}`,
  eventSubMessage: (messageId: string) => `${STREAM_COLLECTIONS.eventSubMessages}/${messageId}`,
  riotAccount: (puuid: string) => `${STREAM_COLLECTIONS.riotAccounts}/${puuid}`,
} as const;

/** One id per stream and live session; also the id of each follower's stream_live notification. */
export function liveNoticeId(streamId: string, sessionId: string): string {
  return `stream_live_${streamId}_${sessionId}`;
}
