import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useState } from 'react';
import { BONUS_CREDIT_CENTS, centsToDollars } from '@shared/core/money';
import { formatStreamBetMessage } from '@shared/streamBets/messages';
import { parlayFormSchema } from '@shared/streamBets/schemas';
import { errorMessage } from '../../lib/errors';
import { isOddsChanged } from '../../lib/refusal';
import { newRequestId } from '../../lib/requestId';
import { useWrite } from '../../lib/useWrite';
import { streamOddsKey } from './useStreamOdds';
import { amountCents } from './wagerMath';

export interface ParlayValues {
  /** The donation in dollars, credits included (as typed). */
  amount: string;
  credits: number;
  challengerName: string;
}

/** A PayPal order PayPal captured, with the request id its custom id was made from. */
interface PaypalPaid {
  orderId: string;
  requestId: string;
}

export const parlayCash = (values: ParlayValues) => Math.max(0, amountCents(values.amount) - values.credits * BONUS_CREDIT_CENTS);

/**
 * The Kills + Win form: the shared schema, then createParlay with the kills target the user saw, paid from the
 * balance and credits (submit) or with a PayPal order (`payWithPaypal` with the captured order's id). The request
 * id belongs to the user's action through the write helper, kept for every retry until it goes through; a PayPal
 * payment brings its own, chosen when the PayPal step opened (`paypalRequestId`) so that the order's custom id names it.
 */
export function useAddParlay(streamId: string, killsTarget: number, username: string, onAdded: () => void) {
  const queryClient = useQueryClient();
  const [paypalRequestId, setPaypalRequestId] = useState(newRequestId);
  const write = useWrite({
    callable: 'createParlay',
    request: ({ values, paid }: { values: ParlayValues; paid?: PaypalPaid }, requestId) => ({
      requestId: paid?.requestId ?? requestId,
      streamId,
      basePrice: parlayCash(values),
      credits: values.credits,
      challengerName: values.challengerName,
      gameType: 'valorant' as const,
      kills: killsTarget,
      ...(paid ? { orderId: paid.orderId } : {}),
    }),
    success: (result) => formatStreamBetMessage.parlayAdded(result.amount),
    onSuccess: (_result, { paid }) => {
      if (paid) setPaypalRequestId(newRequestId());
      onAdded();
    },
    // A refused PayPal payment was for this attempt only: the next one gets ids of its own.
    onFailure: (refusal, _error, { paid }) => {
      if (refusal && paid) setPaypalRequestId(newRequestId());
    },
    onRefusal: async (refusal) => {
      // The kills target moved: show the new one, and still say why this one was refused.
      if (isOddsChanged(refusal)) await queryClient.invalidateQueries({ queryKey: streamOddsKey(streamId) });
      return false;
    },
  });
  const formik = useFormik<ParlayValues>({
    initialValues: { amount: '', credits: 0, challengerName: username },
    enableReinitialize: true,
    validateOnMount: true,
    validate: (values) => {
      try {
        parlayFormSchema('dollars').validateSync({ basePrice: values.amount === '' ? undefined : centsToDollars(parlayCash(values)), credits: values.credits, challengerName: values.challengerName });
        return {};
      } catch (error) {
        const path = (error as { path?: string }).path;
        return path === 'challengerName' ? { challengerName: errorMessage(error) } : { amount: errorMessage(error) };
      }
    },
    onSubmit: async (values) => {
      await write.send({ values });
    },
  });
  /** After PayPal captured the order: the server verifies it and adds the Kills + Win; false when it did not. */
  const payWithPaypal = async (values: ParlayValues, orderId: string) => (await write.send({ values, paid: { orderId, requestId: paypalRequestId } })) !== null;
  return { formik, paypalRequestId, payWithPaypal, sending: write.sending };
}
