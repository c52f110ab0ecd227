import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BattleDoc, Competitor } from '@shared/battles/types';
import { useCurrentUser } from '../auth';
import { useFeatureFlags } from '../remoteConfig';
import { betAction } from './betEligibility';
import { AUTH_PATHS, IDENTITY_PATHS } from '../../lib/paths';

/** The Bet button's behaviour per side, and what pressing it does (open the drawer, or go to sign-up or /identity). */
export function useBetAction(open: (battle: BattleDoc, competitor: Competitor) => void) {
  const current = useCurrentUser();
  const { flags } = useFeatureFlags();
  const navigate = useNavigate();
  const actionFor = useCallback(
    (battle: BattleDoc, competitor: Competitor) => betAction(battle, competitor, current, flags.betting, Date.now()),
    [current, flags.betting],
  );
  const press = useCallback(
    (battle: BattleDoc, competitor: Competitor) => {
      const action = actionFor(battle, competitor);
      if (action.kind === 'signup') void navigate(AUTH_PATHS.signup);
      else if (action.kind === 'identity') void navigate(IDENTITY_PATHS.identity);
      else if (action.kind === 'bet') open(battle, competitor);
    },
    [actionFor, navigate, open],
  );
  return { actionFor, press, current };
}
