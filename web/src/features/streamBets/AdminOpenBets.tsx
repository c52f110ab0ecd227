import { formatCents } from '@shared/core/money';
import { STREAM_BET_TYPE_LABELS } from '@shared/games/catalogue';
import { RefundList } from '../refunds';
import { useOpenStreamItems } from './useStreamBets';

/** Admins: the stream's open bets and active Kills + Win, everyone's, each with a Refund control (refundUser, audited). */
export function AdminOpenBets({ streamId }: { streamId: string }) {
  const { bets, parlays } = useOpenStreamItems(streamId);
  const open = [
    ...bets.map((bet) => ({ kind: 'streamBet' as const, id: bet.id, userId: bet.userId, title: STREAM_BET_TYPE_LABELS[bet.type], cash: bet.balance, credits: bet.credits, amount: bet.amount })),
    ...parlays.map((item) => ({ kind: 'parlay' as const, id: item.id, userId: item.userId, title: 'Kills + Win', cash: item.basePrice, credits: item.credits, amount: item.amount })),
  ];
  const rows = open.map((item) => ({
    key: `${item.kind}-${item.id}`,
    label: `${item.title} · ${formatCents(item.amount)}`,
    item: { kind: item.kind, parentId: streamId, itemId: item.id },
    userId: item.userId,
    cash: item.cash,
    credits: item.credits,
  }));
  return <RefundList title="Open bets (admin)" rowTestId="admin-open-bet" rows={rows} />;
}
