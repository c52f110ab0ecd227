import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { consumeRiotState, riotRedirectUri } from './riotSignOn';
import { settingsTabPath, SETTINGS_TABS } from './routePaths';
import { useOnce } from '../auth';
import { streamMessages } from '@shared/streams/messages';

/** Exchanges Riot's code (processRiotRSO) once, then opens Connected Games; returns why it failed, or null. */
export function useRiotConnect(): string | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);

  useOnce(() => {
    const code = params.get('code');
    if (!code || !consumeRiotState(params.get('state'))) {
      setError(streamMessages.invalidAuthenticationCode);
      return;
    }
    callFunction('processRiotRSO', { code, redirectUri: riotRedirectUri() })
      .then(() => {
        enqueueSnackbar(streamMessages.connected, { variant: 'success' });
        void navigate(settingsTabPath(SETTINGS_TABS.connectedGames), { replace: true });
      })
      .catch((caught: unknown) => setError(errorMessage(caught)));
  });

  return error;
}
