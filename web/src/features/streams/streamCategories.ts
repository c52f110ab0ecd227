import type { Broadcaster } from '@shared/streams/types';

/** The streams list's category buttons, in display order. */
export const STREAM_CATEGORIES = [
  { id: 'all', label: 'All' },
  { id: 'live', label: 'Live' },
  { id: 'bet', label: 'Bet' },
  { id: 'killsWin', label: 'Kills + Win' },
  { id: 'challenge', label: 'Challenge' },
] as const;
export type StreamCategory = (typeof STREAM_CATEGORIES)[number]['id'];

/** Whether a broadcaster belongs in a category; `online` is the live status as the page currently sees it. */
export function inStreamCategory(broadcaster: Broadcaster, category: StreamCategory, online = broadcaster.online): boolean {
  switch (category) {
    case 'all':
      return true;
    case 'live':
      return online;
    default:
      return broadcaster.tags[category];
  }
}
