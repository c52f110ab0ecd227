import { timestampAt, type DocumentData } from './support';
import { streamDocument } from '../support/streamDocument';

/** A streams/{uid} document as saveStreamSettings and the server keep it. */
export function sampleStream(uid: string, overrides: DocumentData = {}): DocumentData {
  const stream = { uid, username: `Streamer_${uid}`, channel: `chan_${uid}` };
  return streamDocument(stream, timestampAt(Date.parse('2026-01-01T00:00:00Z')), {
    twitch: { login: `chan_${uid}`, userId: '123', displayName: null, subscribed: true },
    ...overrides,
  });
}
