import { STREAM_SETUP_TOUR_STATE } from '../streams';
import { IDENTITY_PATHS, USER_PATHS, WALLET_PATHS } from '../../lib/paths';

export type OnboardingRoleId = 'streamer' | 'challenger' | 'bettor';

export interface OnboardingRole {
  id: OnboardingRoleId;
  label: string;
  description: string;
  /** Where choosing it takes the user. */
  to: string;
  /** Navigation state for that page (the streamer's choice starts the Settings tour). */
  state?: unknown;
}

const STREAMER: OnboardingRole = {
  id: 'streamer',
  label: 'Streamer',
  description: 'Set up your stream so viewers can challenge you and bet on your games.',
  to: USER_PATHS.settings,
  state: STREAM_SETUP_TOUR_STATE,
};

/**
 * The roles a new user chooses from. With betting on, the player's option starts at identity verification, which
 * betting needs (a user who is already verified goes straight to the deposit page).
 */
export function onboardingRoles(bettingEnabled: boolean, isVerified: boolean): OnboardingRole[] {
  const player: OnboardingRole = bettingEnabled
    ? {
        id: 'bettor',
        label: 'Bettor / Challenger',
        description: isVerified
          ? 'Add funds, bet on matches and challenge your favourite streamers.'
          : 'Verify your identity, then bet on matches and challenge your favourite streamers.',
        to: isVerified ? WALLET_PATHS.deposit : IDENTITY_PATHS.identity,
      }
    : {
        id: 'challenger',
        label: 'Challenger',
        description: 'Add funds and challenge your favourite streamers to beat their best.',
        to: WALLET_PATHS.deposit,
      };
  return [STREAMER, player];
}
