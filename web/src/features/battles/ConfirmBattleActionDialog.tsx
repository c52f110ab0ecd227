import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { PendingBattleAction } from './useManageBattle';

const TEXT = {
  cancelBattle: {
    title: 'Cancel this battle?',
    text: 'Betting closes and every bet on it is refunded to its bettor. This cannot be undone.',
    confirm: 'Cancel battle',
  },
  voidBattle: {
    title: 'Void this battle?',
    text: 'The result no longer counts and every bet on it is refunded to its bettor. This cannot be undone.',
    confirm: 'Void battle',
  },
} as const;

/** Cancelling or voiding moves every bettor's money: the manager confirms it first. */
export function ConfirmBattleActionDialog({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: PendingBattleAction | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  if (!pending) return null;
  return <ConfirmDialog {...TEXT[pending.action]} back="Keep battle" busy={busy} onConfirm={onConfirm} onClose={onClose} />;
}
