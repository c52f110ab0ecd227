import { FirebaseError } from 'firebase/app';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { formatBattleMessage } from '@shared/battles/messages';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { newRequestId } from '../../lib/requestId';

export interface BetInput {
  battleId: string;
  competitorId: string;
  /** Cash part, in cents. */
  balance: number;
  credits: number;
  odds: number;
}

/** Places a battle bet; on 'odds-changed' reports the new odds instead of failing. */
export function usePlaceBet(onPlaced: () => void, onOddsChanged: (odds: number) => void) {
  const { enqueueSnackbar } = useSnackbar();
  const [sending, setSending] = useState(false);
  const place = useCallback(
    async (input: BetInput) => {
      setSending(true);
      try {
        const result = await callFunction('createBattleBet', { ...input, requestId: newRequestId() });
        enqueueSnackbar(formatBattleMessage.betPlaced(result.amount), { variant: 'success' });
        onPlaced();
      } catch (error) {
        const details = error instanceof FirebaseError ? ((error as FirebaseError & { details?: { reason?: string; odds?: number } }).details ?? {}) : {};
        if (details.reason === 'odds-changed' && typeof details.odds === 'number') onOddsChanged(details.odds);
        else enqueueSnackbar(formatBattleMessage.betFailed(errorMessage(error)), { variant: 'error' });
      } finally {
        setSending(false);
      }
    },
    [enqueueSnackbar, onOddsChanged, onPlaced],
  );
  return { place, sending };
}
