import type { StreamerSearchOption } from '@shared/streams/types';

/**
 * A streamer already chosen (a battle side, a team player) as the 'Select Streamer' picker holds its value: only
 * the id and name are known, the rest of the search row is left empty.
 */
export function pickedStreamer(id: string, username: string): StreamerSearchOption {
  return { id, username, logo: null, online: false, lastOnline: null, bet: false, parlay: false, challenge: false };
}
