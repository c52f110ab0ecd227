import type { StreamDoc } from '@shared/streams/types';
import type { UserDoc } from '@shared/users/types';

export type StreamBetAction = { kind: 'bet' } | { kind: 'login' } | { kind: 'identity' } | { kind: 'unavailable' } | { kind: 'own' };

/**
 * The Bet button (spec 02 section 2): shown only when betting is on for everyone, the stream takes bets (live,
 * with odds) and the user's betting feature is on; visitors are asked to log in, unverified users sent to /identity.
 */
export function streamBetAction(
  stream: Pick<StreamDoc, 'id' | 'online'> | undefined,
  oddsAvailable: boolean,
  user: { user: { uid: string } | null; userDoc: UserDoc | undefined },
  bettingOn: boolean,
): StreamBetAction {
  if (!stream || !stream.online || !oddsAvailable || !bettingOn) return { kind: 'unavailable' };
  if (!user.user) return { kind: 'login' };
  if (user.user.uid === stream.id) return { kind: 'own' };
  if (!user.userDoc) return { kind: 'unavailable' };
  if (user.userDoc.isVerified !== true) return { kind: 'identity' };
  if (user.userDoc.features?.betting !== true) return { kind: 'unavailable' };
  return { kind: 'bet' };
}
