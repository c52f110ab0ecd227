import { Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatCents } from '@shared/core/money';
import { GAMES, GAME_MODE_LABELS, STREAM_BET_TYPE_LABELS } from '@shared/games/catalogue';
import type { StreamBetDoc } from '@shared/streamBets/types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { betLineText } from './betLines';
import { useDealerBets, type DealerOutcome as Outcome } from './useDealerBets';

const OUTCOMES: ReadonlyArray<{ status: Outcome; label: string; color: 'success' | 'inherit' | 'warning' }> = [
  { status: 'won', label: 'Won', color: 'success' },
  { status: 'lost', label: 'Lost', color: 'inherit' },
  { status: 'refunded', label: 'Refund', color: 'warning' },
];

const CONFIRM: Record<Outcome, (bet: StreamBetDoc) => { title: string; text: string; confirm: string }> = {
  won: (bet) => ({ title: 'Mark this bet won?', text: `The bettor is paid ${formatCents(Math.round(bet.amount * bet.multiplier))} before any tip. This cannot be undone.`, confirm: 'Mark won' }),
  lost: () => ({ title: 'Mark this bet lost?', text: 'The stake stays with the house. This cannot be undone.', confirm: 'Mark lost' }),
  refunded: (bet) => ({ title: 'Refund this bet?', text: `The stake of ${formatCents(bet.amount)} goes back to the bettor. This cannot be undone.`, confirm: 'Refund' }),
};

/** Admins only: the stream's open live-dealer bets, each with Won / Lost / Refund (updateBetStatus). */
export function DealerBets({ streamId }: { streamId: string }) {
  const { bets, settle, busy } = useDealerBets(streamId);
  const [asking, setAsking] = useState<{ bet: StreamBetDoc; status: Outcome } | null>(null);
  const confirm = async () => {
    if (asking && (await settle(asking.bet, asking.status))) setAsking(null);
  };

  if (bets.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Live dealer bets to settle
      </Typography>
      <List dense disablePadding aria-label="Live dealer bets to settle">
        {bets.map((bet) => (
          <ListItem key={bet.id} disableGutters divider data-testid="dealer-bet" sx={{ display: 'block' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {GAMES[bet.game.type].name} · {GAME_MODE_LABELS[bet.game.mode]}: {STREAM_BET_TYPE_LABELS[bet.type]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {betLineText(bet.type, bet.lines)} · {formatCents(bet.amount)} at {bet.multiplier.toFixed(2)}x
            </Typography>
            <Stack direction="row" sx={{ gap: 1, mt: 0.5 }}>
              {OUTCOMES.map(({ status, label, color }) => (
                <Button key={status} size="small" variant="outlined" color={color} onClick={() => setAsking({ bet, status })}>
                  {label}
                </Button>
              ))}
            </Stack>
          </ListItem>
        ))}
      </List>
      {asking && <ConfirmDialog {...CONFIRM[asking.status](asking.bet)} busy={busy} onConfirm={() => void confirm()} onClose={() => setAsking(null)} />}
    </Box>
  );
}
