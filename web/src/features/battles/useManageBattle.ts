import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { battleMessages } from '@shared/battles/messages';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';

/** Cancel and void from the manager's panel: the spec's toasts, the raw message on failure. */
export function useManageBattle() {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: 'cancelBattle' | 'voidBattle', battleId: string) => {
      setBusy(true);
      try {
        await callFunction(action, { battleId });
        enqueueSnackbar(action === 'voidBattle' ? battleMessages.voided : battleMessages.cancelled, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      } finally {
        setBusy(false);
      }
    },
    [enqueueSnackbar],
  );
  return { busy, cancel: (id: string) => run('cancelBattle', id), voidBattle: (id: string) => run('voidBattle', id) };
}
