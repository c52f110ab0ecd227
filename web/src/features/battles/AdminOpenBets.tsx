import type { BattleDoc } from '@shared/battles/types';
import { RefundButton } from '../refunds';
import { BetTable } from './BetTable';
import { useOpenBets } from './useBattle';

/**
 * Admins: the battle's open bets, each with a Refund control while the battle can still refund (not final, not
 * being settled); the server checks the same again.
 */
export function AdminOpenBets({ battle }: { battle: BattleDoc }) {
  const bets = useOpenBets(battle.id);
  if (bets.length === 0) return null;
  const refundable = battle.status !== 'final' && battle.settling !== true;
  return (
    <BetTable
      title="Open bets"
      bets={bets}
      rowTestId="open-battle-bet"
      action={
        refundable
          ? {
              label: 'Admin',
              render: (bet) => (
                <RefundButton item={{ kind: 'battleBet', parentId: battle.id, itemId: bet.id }} userId={bet.user.id} cash={bet.balance} credits={bet.credits} />
              ),
            }
          : undefined
      }
    />
  );
}
