import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { challengeMessages } from '@shared/challenges/messages';
import { useCurrentUser } from '../auth';
import { AUTH_PATHS } from '../../lib/paths';

/** Runs `action` for a signed-in user; a visitor is told they must be logged in and sent to sign up. */
export function useSignedInAction() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (action: () => void) => {
      if (user) return action();
      enqueueSnackbar(challengeMessages.notLoggedIn, { variant: 'info' });
      void navigate(AUTH_PATHS.signup);
    },
    [enqueueSnackbar, navigate, user],
  );
}
