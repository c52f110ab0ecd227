import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { battleMessages } from '@shared/battles/messages';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';

export interface PendingBattleAction {
  action: 'cancelBattle' | 'voidBattle';
  battleId: string;
}

/**
 * Cancel and void from the manager's panel: each is asked for, confirmed in a dialog, then called; the spec's
 * toasts, the raw message on failure.
 */
export function useManageBattle() {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingBattleAction | null>(null);
  const confirm = useCallback(async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await callFunction(pending.action, { battleId: pending.battleId });
      enqueueSnackbar(pending.action === 'voidBattle' ? battleMessages.voided : battleMessages.cancelled, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }, [enqueueSnackbar, pending]);
  return {
    busy,
    pending,
    cancel: (battleId: string) => setPending({ action: 'cancelBattle', battleId }),
    voidBattle: (battleId: string) => setPending({ action: 'voidBattle', battleId }),
    confirm: () => void confirm(),
    dismiss: () => setPending(null),
  };
}
