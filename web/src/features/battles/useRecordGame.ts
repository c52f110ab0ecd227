import { useCallback } from 'react';
import { battleMessages, formatBattleMessage } from '@shared/battles/messages';
import type { CallableRequest } from '@shared/contract';
import { errorMessage } from '../../lib/errors';
import { useWrite } from '../../lib/useWrite';

const SAVED = { start: battleMessages.gameStartSaved, end: battleMessages.gameEndSaved, result: battleMessages.gameResultsSaved } as const;

/** Start, end or record one game, with the spec's toasts; true when it was saved. */
export function useRecordGame() {
  const write = useWrite({
    callable: 'saveBattleGame',
    request: (request: CallableRequest<'saveBattleGame'>) => request,
    success: (_response, request) => SAVED[request.action],
    failure: (_refusal, error) => ({ message: formatBattleMessage.gameSaveFailed(errorMessage(error)) }),
  });
  const { send } = write;
  const record = useCallback(async (request: CallableRequest<'saveBattleGame'>) => (await send(request)) !== null, [send]);
  return { record, saving: write.sending };
}
