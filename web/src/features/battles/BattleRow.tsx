import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { BATTLE_STATUS_LABELS } from '@shared/battles/constants';
import type { BattleDoc, Competitor } from '@shared/battles/types';
import { GAMES, GAME_MODE_LABELS, seriesLabel } from '@shared/games/catalogue';
import { ChestBar } from './ChestBar';
import { CompetitorCards } from './CompetitorCards';
import { ManagerActions } from './ManagerActions';
import { battleHref } from './routePaths';
import { formatBattleTime } from './dateRanges';
import type { BetAction } from './betEligibility';

interface BattleRowProps {
  battle: BattleDoc;
  actionFor: (competitor: Competitor) => BetAction;
  ownTotals: Record<string, number>;
  onBet: (competitor: Competitor) => void;
}

/** A battle in the list: game, series, time, both sides, and the Battle Chest. */
export function BattleRow({ battle, actionFor, ownTotals, onBet }: BattleRowProps) {
  return (
    <Paper sx={{ p: 2 }} data-testid={`battle-${battle.id}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={battleHref(battle.slug)} variant="subtitle1" underline="hover" sx={{ fontWeight: 700 }}>
            {GAMES[battle.game.type].name} · {GAME_MODE_LABELS[battle.game.mode]}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {seriesLabel(battle.series)} · {formatBattleTime(battle.scheduledAt.toMillis())}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <ManagerActions battle={battle} />
          <Chip size="small" label={BATTLE_STATUS_LABELS[battle.status]} color={battle.status === 'live' ? 'error' : 'default'} />
        </Stack>
      </Stack>
      <CompetitorCards battle={battle} actionFor={actionFor} ownTotals={ownTotals} onBet={onBet} gap={1.5} marginBottom={1.5} />
      <ChestBar total={battle.chest.total} target={battle.chest.target} />
    </Paper>
  );
}
