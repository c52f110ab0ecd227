import type { UserDoc } from '@shared/users/types';
import type { BattleDoc, Competitor } from '@shared/battles/types';
import { isBettable } from '@shared/battles/status';

export type BetAction = { kind: 'bet' } | { kind: 'signup' } | { kind: 'identity' } | { kind: 'disabled'; reason: string } | { kind: 'hidden' };

/**
 * What the Bet button does for this user and side: visitors go to sign-up, unverified users to /identity; it is
 * disabled (with the reason) when betting is off for everyone or for the user, or the user plays on the other side;
 * hidden when the battle is not open for betting.
 */
export function betAction(battle: BattleDoc, competitor: Competitor, user: { user: { uid: string } | null; userDoc: UserDoc | undefined }, bettingOn: boolean, now: number): BetAction {
  if (!isBettable({ status: battle.status, scheduledAtMs: battle.scheduledAt.toMillis() }, now)) return { kind: 'hidden' };
  if (!user.user) return { kind: 'signup' };
  if (!bettingOn) return { kind: 'disabled', reason: 'Betting is currently unavailable.' };
  if (user.userDoc && user.userDoc.isVerified !== true) return { kind: 'identity' };
  if (user.userDoc && user.userDoc.features?.betting !== true) return { kind: 'disabled', reason: 'Betting is not available on your account.' };
  const uid = user.user.uid;
  if (battle.playerIds.includes(uid) && !Object.keys(competitor.players).includes(uid)) return { kind: 'disabled', reason: 'Players may only bet on their own side' };
  return { kind: 'bet' };
}
