import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { CallableRequest } from '@shared/contract';
import { formatStreamBetMessage, streamBetMessages } from '@shared/streamBets/messages';
import { isOddsChanged } from '../../lib/refusal';
import { useWrite } from '../../lib/useWrite';
import { SupportLink } from './SupportLink';
import { BET_LIMITS_QUERY_KEY } from '../../lib/useBetLimits';
import { streamOddsKey } from './useStreamOdds';

/** The spec's odds-changed and failure toasts stay 10 seconds. */
const LONG_TOAST_MS = 10_000;

export type StreamBetInput = Omit<CallableRequest<'createBet'>, 'requestId'>;

/** Refusals the user can act on (limits, funds, a closed market) show the server's message. */
const ACTIONABLE = ['failed-precondition', 'invalid-argument'];

/**
 * Places a stream bet: `begin` when the 'Place Bet' step opens, `send` on its button (again after a lost response:
 * the same request, placed once). On 'Odds have changed' the odds reload and the dialog goes back to the form; a
 * refusal the user can act on shows the server's message; anything else the spec's support message.
 */
export function usePlaceStreamBet(onPlaced: () => void, onOddsChanged: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  return useWrite({
    callable: 'createBet',
    request: (input: StreamBetInput, requestId) => ({ ...input, requestId }),
    success: (result) => formatStreamBetMessage.betPlaced(result.amount),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: BET_LIMITS_QUERY_KEY });
      onPlaced();
    },
    onRefusal: async (refusal, input) => {
      if (!isOddsChanged(refusal)) return false;
      enqueueSnackbar(streamBetMessages.oddsChanged, { variant: 'info', autoHideDuration: LONG_TOAST_MS });
      await queryClient.invalidateQueries({ queryKey: streamOddsKey(input.streamId) });
      onOddsChanged();
      return true;
    },
    failure: (refusal) =>
      refusal && ACTIONABLE.includes(refusal.code)
        ? { message: refusal.message }
        : { message: streamBetMessages.placeFailed, options: { autoHideDuration: LONG_TOAST_MS, action: SupportLink } },
  });
}
