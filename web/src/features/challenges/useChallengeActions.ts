import { useCallback, useRef } from 'react';
import type { StaticChallengeType, StreamerSetStatus } from '@shared/challenges/constants';
import { challengeMessages } from '@shared/challenges/messages';
import { BONUS_CREDIT_CENTS, centsToDollars } from '@shared/core/money';
import { trackPaymentEvent, type PaymentEvent } from '../analytics';
import { newRequestId } from '../../lib/requestId';
import { useWrite } from '../../lib/useWrite';

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

const track = (event: PaymentEvent, cents: number, item: string) => void trackPaymentEvent(event, { value: centsToDollars(cents), currency: 'USD', item });

/** The payment events of a stake that went through: PayPal, or the balance and credits parts it was paid with. */
function trackStake(stake: ChallengeStake, paidWithPaypal: boolean, item: string): void {
  if (paidWithPaypal) return track('pay_with_paypal', stake.basePrice, item);
  if (stake.basePrice > 0) track('pay_with_balance', stake.basePrice, item);
  if (stake.credits > 0) track('pay_with_credits', stake.credits * BONUS_CREDIT_CENTS, item);
}

/**
 * createChallenge, paid from the balance and credits or with a captured PayPal order. The request id belongs to the
 * user's action (kept for every retry until it goes through), and so does the challenge's id: a resend of the same
 * request cannot send it twice. A PayPal payment brings its own ids, chosen before its order was created.
 */
export function useSendChallenge(streamId: string) {
  const challengeId = useRef<string | null>(null);
  const write = useWrite({
    callable: 'createChallenge',
    request: ({ challenge, paid }: { challenge: NewChallenge; paid?: PaypalPaid }, requestId) => {
      challengeId.current ??= newRequestId();
      return { ...challenge, streamId, challengeId: paid?.challengeId ?? challengeId.current, requestId: paid?.requestId ?? requestId, orderId: paid?.orderId ?? null };
    },
    success: () => challengeMessages.sent,
    onSuccess: (_response, { challenge, paid }) => {
      challengeId.current = null;
      track('add_challenge', challenge.basePrice + challenge.credits * BONUS_CREDIT_CENTS, 'challenge');
      trackStake(challenge, Boolean(paid), 'challenge');
    },
  });
  const { send: sendWrite } = write;
  const send = useCallback(async (challenge: NewChallenge, paid?: PaypalPaid) => (await sendWrite({ challenge, paid })) !== null, [sendWrite]);
  return { send, sending: write.sending };
}

/** What a vote or Add Money goes to: a challenge or an event (the callables take either). */
export type PotIds = { streamId: string; challengeId: string } | { eventId: string };

type DoubleDown = ChallengeStake & { anonymous: boolean };

/** Votes and double-downs on a challenge or an event. */
export function usePotActions(ids: PotIds) {
  const voteWrite = useWrite({ callable: 'createVote', request: (pot: PotIds) => pot, success: () => challengeMessages.voted });
  const addWrite = useWrite({
    callable: 'createDoubleDown',
    request: ({ stake, paid }: { stake: DoubleDown; paid?: Omit<PaypalPaid, 'challengeId'> }, requestId) => ({
      ...ids,
      ...stake,
      requestId: paid?.requestId ?? requestId,
      orderId: paid?.orderId ?? null,
    }),
    success: () => challengeMessages.cashAdded,
    onSuccess: (_response, { stake, paid }) => trackStake(stake, Boolean(paid), 'double_down'),
  });
  const vote = async () => (await voteWrite.send(ids)) !== null;
  const addMoney = async (stake: DoubleDown, paid?: Omit<PaypalPaid, 'challengeId'>) => (await addWrite.send({ stake, paid })) !== null;
  return { vote, addMoney, sending: voteWrite.sending || addWrite.sending };
}

type ChallengeChange = { title: string; description: string } | { status: StreamerSetStatus };

/** The creator's edit, the owner's status changes, votes and double-downs on one challenge. */
export function useChallengeActions(streamId: string, challengeId: string) {
  const ids = { streamId, challengeId };
  const pot = usePotActions(ids);
  const update = useWrite({
    callable: 'updateChallenge',
    request: (change: ChallengeChange) => ({ streamId, challengeId, ...change }),
    success: (_response, change) => ('status' in change ? challengeMessages.statusUpdated : challengeMessages.updated),
  });
  const edit = async (title: string, description: string) => (await update.send({ title, description })) !== null;
  const move = async (status: StreamerSetStatus) => (await update.send({ status })) !== null;
  return { edit, move, vote: pot.vote, addMoney: pot.addMoney, sending: update.sending || pot.sending };
}
