import { useQueryClient } from '@tanstack/react-query';
import { battleMessages, formatBattleMessage } from '@shared/battles/messages';
import { errorMessage } from '../../lib/errors';
import { changedBattleOdds } from '../../lib/refusal';
import { BET_LIMITS_QUERY_KEY } from '../../lib/useBetLimits';
import { useWrite } from '../../lib/useWrite';

export interface BetInput {
  battleId: string;
  competitorId: string;
  /** Cash part, in cents. */
  balance: number;
  credits: number;
  odds: number;
}

/**
 * Places a battle bet: `begin` when the confirmation opens, `send` on Confirm (again after a lost response: the
 * same request, placed once). On 'odds-changed' reports the new odds instead of failing.
 */
export function usePlaceBet(onPlaced: () => void, onOddsChanged: (odds: number) => void) {
  const queryClient = useQueryClient();
  return useWrite({
    callable: 'createBattleBet',
    request: (input: BetInput, requestId) => ({ ...input, requestId }),
    success: (result) => formatBattleMessage.betPlaced(result.amount),
    onSuccess: () => {
      // The next drawer reads the limit room left after this bet.
      void queryClient.invalidateQueries({ queryKey: BET_LIMITS_QUERY_KEY });
      onPlaced();
    },
    onRefusal: (refusal) => {
      const odds = changedBattleOdds(refusal);
      if (odds === null) return false;
      onOddsChanged(odds);
      return true;
    },
    failure: (refusal, error) => ({ message: refusal ? formatBattleMessage.betFailed(errorMessage(error)) : battleMessages.betUnconfirmed }),
  });
}
