import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { battleMessages, formatBattleMessage } from '@shared/battles/messages';
import type { CallableRequest } from '@shared/contract';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';

const SAVED = { start: battleMessages.gameStartSaved, end: battleMessages.gameEndSaved, result: battleMessages.gameResultsSaved } as const;

/** Start, end or record one game, with the spec's toasts. */
export function useRecordGame() {
  const { enqueueSnackbar } = useSnackbar();
  const [saving, setSaving] = useState(false);
  const record = useCallback(
    async (request: CallableRequest<'saveBattleGame'>) => {
      setSaving(true);
      try {
        await callFunction('saveBattleGame', request);
        enqueueSnackbar(SAVED[request.action], { variant: 'success' });
        return true;
      } catch (error) {
        enqueueSnackbar(formatBattleMessage.gameSaveFailed(errorMessage(error)), { variant: 'error' });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [enqueueSnackbar],
  );
  return { record, saving };
}
