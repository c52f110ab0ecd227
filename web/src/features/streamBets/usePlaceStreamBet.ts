import { useQueryClient } from '@tanstack/react-query';
import { FirebaseError } from 'firebase/app';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import type { CallableRequest } from '@shared/contract';
import { formatStreamBetMessage, streamBetMessages } from '@shared/streamBets/messages';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { SupportLink } from './SupportLink';
import { streamOddsKey } from './useStreamOdds';

/** The spec's odds-changed and failure toasts stay 10 seconds. */
const LONG_TOAST_MS = 10_000;

export type StreamBetInput = Omit<CallableRequest<'createBet'>, 'requestId'>;

const isOddsChanged = (error: unknown) =>
  error instanceof FirebaseError && (error as FirebaseError & { details?: { reason?: string } }).details?.reason === 'odds-changed';

/**
 * Places a stream bet. On 'Odds have changed' the odds reload and the dialog goes back to the form; a refusal the
 * user can act on (limits, funds) shows the server's message; anything else the spec's support message.
 */
export function usePlaceStreamBet(onPlaced: () => void, onOddsChanged: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const place = useCallback(
    async (input: StreamBetInput, requestId: string) => {
      setSending(true);
      try {
        const result = await callFunction('createBet', { ...input, requestId });
        enqueueSnackbar(formatStreamBetMessage.betPlaced(result.amount), { variant: 'success' });
        onPlaced();
      } catch (error) {
        if (isOddsChanged(error)) {
          enqueueSnackbar(streamBetMessages.oddsChanged, { variant: 'info', autoHideDuration: LONG_TOAST_MS });
          await queryClient.invalidateQueries({ queryKey: streamOddsKey(input.streamId) });
          onOddsChanged();
        } else if (error instanceof FirebaseError && ['functions/failed-precondition', 'functions/invalid-argument'].includes(error.code)) {
          enqueueSnackbar(errorMessage(error), { variant: 'error' });
        } else {
          enqueueSnackbar(streamBetMessages.placeFailed, { variant: 'error', autoHideDuration: LONG_TOAST_MS, action: SupportLink });
        }
      } finally {
        setSending(false);
      }
    },
    [enqueueSnackbar, onOddsChanged, onPlaced, queryClient],
  );
  return { place, sending };
}
