import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { battleMessages, formatBattleMessage } from '@shared/battles/messages';
import type { CallableRequest, CallableResponse } from '@shared/contract';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';

export type SaveBattleResult = { saved: CallableResponse<'saveBattle'> } | { error: string };

/** Creates or edits a battle through saveBattle, with the spec's toasts; the refusal comes back for the form. */
export function useSaveBattle() {
  const { enqueueSnackbar } = useSnackbar();
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    async (request: CallableRequest<'saveBattle'>): Promise<SaveBattleResult> => {
      setSaving(true);
      try {
        const saved = await callFunction('saveBattle', request);
        enqueueSnackbar(battleMessages.saved, { variant: 'success' });
        return { saved };
      } catch (error) {
        const message = errorMessage(error);
        enqueueSnackbar(formatBattleMessage.saveFailed(message), { variant: 'error' });
        return { error: message };
      } finally {
        setSaving(false);
      }
    },
    [enqueueSnackbar],
  );
  return { save, saving };
}
