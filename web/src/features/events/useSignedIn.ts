import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../auth';
import { AUTH_PATHS } from '../../lib/paths';

/** Runs an action for a signed-in user; a visitor is told to log in or sign up (spec 02 section 5) and sent to sign up. */
export function useSignedIn() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return (action: () => void, visitorMessage: string) => {
    if (user) return action();
    enqueueSnackbar(visitorMessage, { variant: 'info' });
    void navigate(AUTH_PATHS.signup);
  };
}
