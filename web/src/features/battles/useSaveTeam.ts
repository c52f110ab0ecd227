import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { formatBattleMessage } from '@shared/battles/messages';
import { saveTeamRequest } from '@shared/battles/schemas';
import type { CallableRequest } from '@shared/contract';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';

/** Saves a team with the spec's toasts; resolves to the saved team's id, or null when it was not saved. */
export function useSaveTeam() {
  const { enqueueSnackbar } = useSnackbar();
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    async (request: CallableRequest<'saveTeam'>): Promise<string | null> => {
      setSaving(true);
      try {
        await saveTeamRequest.validate(request);
        const saved = await callFunction('saveTeam', request);
        enqueueSnackbar(formatBattleMessage.teamSaved(saved.name), { variant: 'success' });
        return saved.teamId;
      } catch (error) {
        enqueueSnackbar(formatBattleMessage.teamSaveFailed(errorMessage(error)), { variant: 'error' });
        return null;
      } finally {
        setSaving(false);
      }
    },
    [enqueueSnackbar],
  );
  return { save, saving };
}
