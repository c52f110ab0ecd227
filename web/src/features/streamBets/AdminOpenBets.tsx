import { Box, List, ListItem, Stack, Typography } from '@mui/material';
import { formatCents } from '@shared/core/money';
import { STREAM_BET_TYPE_LABELS } from '@shared/games/catalogue';
import { RefundButton } from '../refunds';
import { useOpenStreamItems } from './useStreamBets';

/** Admins: the stream's open bets and active Kills + Win, everyone's, each with a Refund control (refundUser, audited). */
export function AdminOpenBets({ streamId }: { streamId: string }) {
  const { bets, parlays } = useOpenStreamItems(streamId);
  const open = [
    ...bets.map((bet) => ({ kind: 'streamBet' as const, id: bet.id, userId: bet.userId, title: STREAM_BET_TYPE_LABELS[bet.type], cash: bet.balance, credits: bet.credits, amount: bet.amount })),
    ...parlays.map((item) => ({ kind: 'parlay' as const, id: item.id, userId: item.userId, title: 'Kills + Win', cash: item.basePrice, credits: item.credits, amount: item.amount })),
  ];
  if (open.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Open bets (admin)
      </Typography>
      <List dense disablePadding aria-label="Open bets (admin)">
        {open.map((item) => (
          <ListItem key={`${item.kind}-${item.id}`} disableGutters divider data-testid="admin-open-bet">
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, width: '100%' }}>
              <Typography variant="body2">
                {item.title} · {formatCents(item.amount)}
              </Typography>
              <RefundButton item={{ kind: item.kind, parentId: streamId, itemId: item.id }} userId={item.userId} cash={item.cash} credits={item.credits} />
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
