import { useCallback } from 'react';
import type { ParlayStatus, StreamBetStatus } from '@shared/streamBets/constants';
import { formatStreamBetMessage } from '@shared/streamBets/messages';
import { serverSaid, useWrite } from '../../lib/useWrite';

export type SettledBetStatus = Exclude<StreamBetStatus, 'open'>;
export type SettledParlayStatus = Exclude<ParlayStatus, 'active'>;
export type SettledOutcome = { kind: 'bet'; status: SettledBetStatus } | { kind: 'parlay'; status: SettledParlayStatus };

/** What the correction toast calls each kind. */
export const SETTLED_NOUN = { bet: 'bet', parlay: 'Kills + Win Challenge' } as const;

/**
 * Asks the server to change a settled bet or Kills + Win to a new outcome (updateBetStatus / updateParlay), with the
 * toasts; `correct` resolves to true when it went through.
 */
export function useCorrectSettlement(streamId: string, id: string) {
  const bet = useWrite({
    callable: 'updateBetStatus',
    request: (status: SettledBetStatus) => ({ id, streamId, status }),
    success: (_response, status) => formatStreamBetMessage.settlementCorrected(SETTLED_NOUN.bet, status),
    failure: serverSaid,
  });
  const parlay = useWrite({
    callable: 'updateParlay',
    request: (status: SettledParlayStatus) => ({ id, streamId, status }),
    success: (_response, status) => formatStreamBetMessage.settlementCorrected(SETTLED_NOUN.parlay, status),
    failure: serverSaid,
  });
  const { send: sendBet } = bet;
  const { send: sendParlay } = parlay;
  const correct = useCallback(
    async (target: SettledOutcome) => (await (target.kind === 'bet' ? sendBet(target.status) : sendParlay(target.status))) !== null,
    [sendBet, sendParlay],
  );
  return { correct, sending: bet.sending || parlay.sending };
}
