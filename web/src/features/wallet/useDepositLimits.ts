import { useCallback, useEffect, useState } from 'react';
import type { DepositLimitsResult } from '@shared/preferences/limitUsage';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';

interface LimitsState {
  /** Which load this answers (uid and reload count), so a stale answer never shows as current. */
  key: string;
  usage?: DepositLimitsResult;
  error?: string;
}

/**
 * The user's remaining deposit allowance per rolling window (checkDepositLimits), for the form's validation.
 * The server checks the limits again on every deposit; this is for display.
 */
export function useDepositLimits(uid: string | undefined) {
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<LimitsState>({ key: '' });
  const key = `${uid ?? ''}:${reloads}`;

  useEffect(() => {
    if (!uid) return;
    let active = true;
    callFunction('checkDepositLimits', { userId: uid })
      .then((usage) => active && setState({ key, usage }))
      .catch((error: unknown) => active && setState({ key, error: errorMessage(error) }));
    return () => {
      active = false;
    };
  }, [uid, key]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const current = state.key === key;
  return {
    // The last known usage stays in force while a reload is under way.
    usage: state.usage,
    loading: Boolean(uid) && !current,
    error: current ? state.error : undefined,
    reload,
  };
}
