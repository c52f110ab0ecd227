import type { ReactNode } from 'react';
import { useOwnBets } from './useBattle';

/** The signed-in user's stakes on a battle, per side, for the '$amount bet' lines. */
export function OwnTotals({ battleId, uid, children }: { battleId: string; uid: string; children: (totals: Record<string, number>) => ReactNode }) {
  const bets = useOwnBets(battleId, uid);
  const totals: Record<string, number> = {};
  for (const bet of bets) {
    if (bet.status === 'refunded') continue;
    totals[bet.competitor.id] = (totals[bet.competitor.id] ?? 0) + bet.amount;
  }
  return <>{children(totals)}</>;
}
