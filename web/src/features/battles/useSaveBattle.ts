import { battleMessages, formatBattleMessage } from '@shared/battles/messages';
import type { CallableRequest } from '@shared/contract';
import { errorMessage } from '../../lib/errors';
import { useWrite } from '../../lib/useWrite';

/**
 * Creates or edits a battle through saveBattle, with the spec's toasts; resolves to what was saved, or null when it
 * was not (then `onRefused` gets the reason, for the form to show with everything typed kept).
 */
export function useSaveBattle(onRefused: (message: string) => void) {
  const write = useWrite({
    callable: 'saveBattle',
    request: (request: CallableRequest<'saveBattle'>) => request,
    success: () => battleMessages.saved,
    failure: (_refusal, error) => ({ message: formatBattleMessage.saveFailed(errorMessage(error)) }),
    onFailure: (_refusal, error) => onRefused(errorMessage(error)),
  });
  return { save: write.send, saving: write.sending };
}
