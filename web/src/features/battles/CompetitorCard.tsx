import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import { Avatar, Box, Button, Chip, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { BATTLE_STATUS_LABELS } from '@shared/battles/constants';
import { formatBattleMessage } from '@shared/battles/messages';
import type { BattleDoc, Competitor } from '@shared/battles/types';
import type { BetAction } from './betEligibility';
import { competitorOdds } from './competitorOdds';

interface CompetitorCardProps {
  battle: BattleDoc;
  competitor: Competitor;
  action: BetAction;
  /** The user's own stakes on this side, in cents. */
  ownTotal: number;
  onBet: () => void;
}

/** One side of a battle: odds, 'wins - losses' with a trophy on the winner, and the Bet button or a status chip. */
export function CompetitorCard({ battle, competitor, action, ownTotal, onBet }: CompetitorCardProps) {
  const result = battle.results[competitor.id] ?? { wins: 0, losses: 0 };
  const odds = competitorOdds(battle, competitor);
  const winner = battle.winnerId === competitor.id;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 0 }} data-testid={`competitor-${competitor.id}`}>
      <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center' }}>
        <Avatar src={competitor.avatar ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {competitor.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle2" noWrap title={competitor.name}>
            {competitor.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {result.wins} - {result.losses}
            {winner && <EmojiEventsRoundedIcon fontSize="inherit" color="warning" aria-label="Winner" />}
          </Typography>
        </Box>
        <Typography variant="h6" component="p" data-testid="odds" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {odds.toFixed(2)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ mt: 1.25, gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        {action.kind === 'hidden' ? (
          <Chip size="small" label={BATTLE_STATUS_LABELS[battle.status]} />
        ) : action.kind === 'disabled' ? (
          <Tooltip title={action.reason}>
            <span>
              <Button size="small" variant="contained" disabled>
                Bet
              </Button>
            </span>
          </Tooltip>
        ) : (
          <Button size="small" variant="contained" onClick={onBet} aria-label={`Bet on ${competitor.name}`}>
            Bet
          </Button>
        )}
        {ownTotal > 0 && (
          <Typography variant="caption" sx={{ fontWeight: 700 }} data-testid="own-total">
            {formatBattleMessage.ownTotal(ownTotal)}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
