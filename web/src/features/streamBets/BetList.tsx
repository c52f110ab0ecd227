import { Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { formatCents } from '@shared/core/money';
import { STREAM_BET_TYPE_LABELS } from '@shared/games/catalogue';
import type { BetActivityDoc, DecidingMatch, StreamBetDoc } from '@shared/streamBets/types';
import { DateTime } from '../../ui/DateTime';
import { betLineText } from './betLines';
import { CorrectSettlement } from './CorrectSettlement';

const STATUS_COLOR = { open: 'info', won: 'success', lost: 'default', refunded: 'warning' } as const;

function MatchLine({ match }: { match: DecidingMatch }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-testid="bet-match">
      Decided by the match of <DateTime ms={match.startedAt} />: {match.kills} kills, {match.deaths} deaths, {match.won ? 'won' : 'lost'}
    </Typography>
  );
}

function BetItem({ bet, own, admin }: { bet: StreamBetDoc; own: boolean; admin: boolean }) {
  return (
    <ListItem disableGutters divider data-testid={own ? 'own-bet' : 'settled-bet'} sx={{ display: 'block' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {own ? 'Your bet' : 'A bet'}: {STREAM_BET_TYPE_LABELS[bet.type]}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
          {admin && bet.status !== 'open' && <CorrectSettlement streamId={bet.streamId} id={bet.id} current={{ kind: 'bet', status: bet.status }} />}
          <Chip size="small" label={bet.status} color={STATUS_COLOR[bet.status]} />
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {betLineText(bet.type, bet.lines)} · {formatCents(bet.amount)} at {bet.multiplier.toFixed(2)}x
        {bet.status === 'won' ? ` · paid ${formatCents(bet.payout)}` : ''}
        {bet.corrections ? ' · corrected' : ''}
      </Typography>
      {bet.match && <MatchLine match={bet.match} />}
    </ListItem>
  );
}

interface BetListProps {
  mine: StreamBetDoc[];
  others: StreamBetDoc[];
  openOthers: Array<BetActivityDoc & { id: string }>;
  /** Admins may correct settled bets. */
  admin?: boolean;
}

/**
 * The stream's bets: the viewer's own in full, other people's open bets only as 'a bet', settled ones in full;
 * admins see Correct on each settled bet.
 */
export function BetList({ mine, others, openOthers, admin = false }: BetListProps) {
  if (!mine.length && !others.length && !openOthers.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        No bets yet.
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Bets
      </Typography>
      <List dense disablePadding aria-label="Bets">
        {mine.map((bet) => (
          <BetItem key={bet.id} bet={bet} own admin={admin} />
        ))}
        {openOthers.map((entry) => (
          <ListItem key={entry.id} disableGutters divider data-testid="open-bet">
            <Typography variant="body2">A bet · {entry.type === 'kills_win' ? 'Kills + Win' : STREAM_BET_TYPE_LABELS[entry.type]}</Typography>
          </ListItem>
        ))}
        {others.map((bet) => (
          <BetItem key={bet.id} bet={bet} own={false} admin={admin} />
        ))}
      </List>
    </Box>
  );
}
