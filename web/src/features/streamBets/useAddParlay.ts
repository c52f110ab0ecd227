import { useQueryClient } from '@tanstack/react-query';
import { FirebaseError } from 'firebase/app';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { BONUS_CREDIT_CENTS, centsToDollars } from '@shared/core/money';
import { formatStreamBetMessage } from '@shared/streamBets/messages';
import { parlayFormSchema } from '@shared/streamBets/schemas';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { newRequestId } from '../../lib/requestId';
import { streamOddsKey } from './useStreamOdds';
import { amountCents } from './wagerMath';

export interface ParlayValues {
  /** The donation in dollars, credits included (as typed). */
  amount: string;
  credits: number;
  challengerName: string;
}

/**
 * The Kills + Win form: the shared schema, then createParlay with the kills target the user saw, paid from the
 * balance and credits (submit) or with a PayPal order (`place` with the captured order's id).
 */
export function useAddParlay(streamId: string, killsTarget: number, username: string, onAdded: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [requestId] = useState(newRequestId);
  const place = async (values: ParlayValues, orderId: string | null) => {
    const result = await callFunction('createParlay', {
      requestId,
      streamId,
      basePrice: cashOf(values),
      credits: values.credits,
      challengerName: values.challengerName,
      gameType: 'valorant',
      kills: killsTarget,
      ...(orderId ? { orderId } : {}),
    });
    enqueueSnackbar(formatStreamBetMessage.parlayAdded(result.amount), { variant: 'success' });
    onAdded();
    return result;
  };
  const refused = async (error: unknown) => {
    enqueueSnackbar(errorMessage(error), { variant: 'error' });
    if (error instanceof FirebaseError && (error as FirebaseError & { details?: { reason?: string } }).details?.reason === 'odds-changed') {
      await queryClient.invalidateQueries({ queryKey: streamOddsKey(streamId) });
    }
  };
  const cashOf = (values: ParlayValues) => Math.max(0, amountCents(values.amount) - values.credits * BONUS_CREDIT_CENTS);
  const formik = useFormik<ParlayValues>({
    initialValues: { amount: '', credits: 0, challengerName: username },
    enableReinitialize: true,
    validateOnMount: true,
    validate: (values) => {
      try {
        parlayFormSchema('dollars').validateSync({ basePrice: values.amount === '' ? undefined : centsToDollars(cashOf(values)), credits: values.credits, challengerName: values.challengerName });
        return {};
      } catch (error) {
        const path = (error as { path?: string }).path;
        return path === 'challengerName' ? { challengerName: errorMessage(error) } : { amount: errorMessage(error) };
      }
    },
    onSubmit: async (values) => {
      try {
        await place(values, null);
      } catch (error) {
        await refused(error);
      }
    },
  });
  return { formik, requestId, cashOf, place, refused };
}
