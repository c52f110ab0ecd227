import { isActivePeriod, preferencesOf } from '../preferences/preferences';
import { offersAllowed } from './state';
import type { UserHarmFlag } from './types';

export type MarketingKind = 'marketingGeneral' | 'marketingGambling';
export type MarketingChannel = 'email' | 'notifications';

/**
 * Whether a marketing message of `kind` may go to the customer on `channel` at `now`: only with their own choice
 * on, never during a self-pause or self-exclusion, and never while their indicators of harm are strong or a hold
 * is on (LCCP SR 3.4.3). Every marketing sender must ask this; the product sends no marketing yet.
 */
export function marketingAllowed(
  user: { preferences?: unknown; harm?: Partial<UserHarmFlag> },
  kind: MarketingKind,
  channel: MarketingChannel,
  now: number,
): boolean {
  const preferences = preferencesOf(user.preferences);
  if (!preferences[kind][channel]) return false;
  if (isActivePeriod(preferences.gamblingSelfPause, now) || isActivePeriod(preferences.gamblingSelfExclude, now)) return false;
  return offersAllowed(user.harm);
}
