import { Navigate, useLocation } from 'react-router-dom';
import { AUTH_PATHS, HOME_PATHS } from '../../lib/paths';

const DEFAULT_TARGETS: Record<string, string> = {
  verifyEmail: AUTH_PATHS.verifyLink,
  resetPassword: AUTH_PATHS.resetPassword,
};

/**
 * /auth/action: the email action handler. Forwards the link's query (mode, oobCode, ...) to its continue URL
 * when that URL is on this site, otherwise to the screen for the action's mode.
 */
export function AuthActionPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const continueUrl = params.get('continueUrl');
  let target = DEFAULT_TARGETS[params.get('mode') ?? ''] ?? HOME_PATHS.home;
  if (continueUrl) {
    try {
      const url = new URL(continueUrl, window.location.origin);
      if (url.origin === window.location.origin) target = url.pathname;
    } catch {
      // A malformed continue URL falls back to the mode's screen.
    }
  }
  params.delete('continueUrl');
  return <Navigate to={{ pathname: target, search: `?${params.toString()}` }} replace />;
}
