import { BetTable } from './BetTable';
import { useSettledBets } from './useBattle';

/**
 * The battle's settled bets, everyone's: public once settled (DECISIONS.md "Who sees a bet"). Open bets of others
 * never show; nothing shows until a bet has settled.
 */
export function SettledBets({ battleId }: { battleId: string }) {
  const bets = useSettledBets(battleId);
  if (bets.length === 0) return null;
  return <BetTable title="Settled bets" bets={bets} rowTestId="settled-bet" />;
}
