import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import type { StaticChallengeType, StreamerSetStatus } from '@shared/challenges/constants';
import { challengeMessages } from '@shared/challenges/messages';
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

/** createChallenge: the client names the challenge, so a resend of the same request cannot send it twice. */
export function useSendChallenge(streamId: string) {
  const { run, sending } = useCall();
  const send = useCallback(
    (challenge: NewChallenge) =>
      run(
        () => callFunction('createChallenge', { ...challenge, streamId, challengeId: newRequestId(), requestId: newRequestId(), orderId: null, sessionId: null }),
        challengeMessages.sent,
      ),
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
  const addMoney = (stake: ChallengeStake & { anonymous: boolean }) =>
    run(() => callFunction('createDoubleDown', { ...ids, ...stake, requestId: newRequestId(), orderId: null, sessionId: null }), challengeMessages.cashAdded);
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
