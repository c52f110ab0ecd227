import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import type { StaticChallengeType, StreamerSetStatus } from '@shared/challenges/constants';
import { challengeMessages } from '@shared/challenges/messages';
import { centsToDollars } from '@shared/core/money';
import { trackPaymentEvent } from '../analytics';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { newRequestId } from '../../lib/requestId';

/** Runs one callable at a time: the spec's success toast, or the server's own message (the form stays usable). */
function useCall() {
  const { enqueueSnackbar } = useSnackbar();
  const [sending, setSending] = useState(false);
  const run = useCallback(
    async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
      setSending(true);
      try {
        await call();
        enqueueSnackbar(success, { variant: 'success' });
        return true;
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
        return false;
      } finally {
        setSending(false);
      }
    },
    [enqueueSnackbar],
  );
  return { run, sending };
}

export interface ChallengeStake {
  challengerName: string;
  /** Cash part, in cents. */
  basePrice: number;
  credits: number;
}

/** A custom challenge, or a preset (`staticType`, whose title the server takes from the preset). */
export type NewChallenge = ChallengeStake & { title: string; description: string; staticType?: StaticChallengeType };

/**
 * A PayPal order PayPal captured, with the ids its custom id was made from (`challengeId` for a new challenge,
 * `requestId` for both): the server checks the order names exactly this payer, challenge and request.
 */
export interface PaypalPaid {
  orderId: string;
  requestId: string;
  challengeId: string;
}

/** The ids of one PayPal attempt, chosen before the order is created so that its custom id can name them. */
export const newPaypalAttempt = () => ({ requestId: newRequestId(), challengeId: newRequestId() });

const trackPaypal = (cents: number, item: string) => void trackPaymentEvent('pay_with_paypal', { value: centsToDollars(cents), currency: 'USD', item });

/**
 * createChallenge, paid from the balance and credits or with a captured PayPal order: the client names the
 * challenge, so a resend of the same request cannot send it twice.
 */
export function useSendChallenge(streamId: string) {
  const { run, sending } = useCall();
  const send = useCallback(
    async (challenge: NewChallenge, paid?: PaypalPaid) => {
      const ids = paid ?? newPaypalAttempt();
      const request = { ...challenge, streamId, challengeId: ids.challengeId, requestId: ids.requestId, orderId: paid?.orderId ?? null };
      const sent = await run(() => callFunction('createChallenge', request), challengeMessages.sent);
      if (sent && paid) trackPaypal(challenge.basePrice, 'challenge');
      return sent;
    },
    [run, streamId],
  );
  return { send, sending };
}

/** What a vote or Add Money goes to: a challenge or an event (the callables take either). */
export type PotIds = { streamId: string; challengeId: string } | { eventId: string };

/** Votes and double-downs on a challenge or an event. */
export function usePotActions(ids: PotIds) {
  const { run, sending } = useCall();
  const vote = () => run(() => callFunction('createVote', ids), challengeMessages.voted);
  const addMoney = async (stake: ChallengeStake & { anonymous: boolean }, paid?: Omit<PaypalPaid, 'challengeId'>) => {
    const request = { ...ids, ...stake, requestId: paid?.requestId ?? newRequestId(), orderId: paid?.orderId ?? null };
    const added = await run(() => callFunction('createDoubleDown', request), challengeMessages.cashAdded);
    if (added && paid) trackPaypal(stake.basePrice, 'double_down');
    return added;
  };
  return { vote, addMoney, sending };
}

/** The creator's edit, the owner's status changes, votes and double-downs on one challenge. */
export function useChallengeActions(streamId: string, challengeId: string) {
  const { run, sending } = useCall();
  const ids = { streamId, challengeId };
  const pot = usePotActions(ids);
  const edit = (title: string, description: string) => run(() => callFunction('updateChallenge', { ...ids, title, description }), challengeMessages.updated);
  const move = (status: StreamerSetStatus) => run(() => callFunction('updateChallenge', { ...ids, status }), challengeMessages.statusUpdated);
  return { edit, move, vote: pot.vote, addMoney: pot.addMoney, sending: sending || pot.sending };
}
