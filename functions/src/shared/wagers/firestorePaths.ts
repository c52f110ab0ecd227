import { CORE_COLLECTIONS } from '../core/firestorePaths';

export const WAGER_COLLECTIONS = {
  positions: 'positions',
} as const;

export const wagerPaths = {
  positions: (uid: string) => `${CORE_COLLECTIONS.users}/${uid}/${WAGER_COLLECTIONS.positions}`,
  /** What the user has staked on one match (a battle, a streamer's match): server-written, for the match limit. */
  position: (uid: string, matchKey: string) => `${CORE_COLLECTIONS.users}/${uid}/${WAGER_COLLECTIONS.positions}/${matchKey}`,
} as const;
