import { useCallback } from 'react';
import { formatBattleMessage } from '@shared/battles/messages';
import { saveTeamRequest } from '@shared/battles/schemas';
import type { CallableRequest } from '@shared/contract';
import { errorMessage } from '../../lib/errors';
import { useWrite } from '../../lib/useWrite';

/** Saves a team with the spec's toasts; resolves to the saved team's id, or null when it was not saved. */
export function useSaveTeam() {
  const write = useWrite({
    callable: 'saveTeam',
    // Checked here first, so that a bad team is refused in the schema's words without a call.
    request: async (request: CallableRequest<'saveTeam'>) => {
      await saveTeamRequest.validate(request);
      return request;
    },
    success: (saved) => formatBattleMessage.teamSaved(saved.name),
    failure: (_refusal, error) => ({ message: formatBattleMessage.teamSaveFailed(errorMessage(error)) }),
  });
  const { send } = write;
  const save = useCallback(async (request: CallableRequest<'saveTeam'>) => (await send(request))?.teamId ?? null, [send]);
  return { save, saving: write.sending };
}
