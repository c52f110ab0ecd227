import { Box, Button, Card, CardActionArea, Chip, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BATTLE_STATUS_LABELS } from '@shared/battles/constants';
import { GAMES, seriesLabel } from '@shared/games/catalogue';
import { useNow } from '../../lib/useNow';
import { BATTLE_PATHS, battleHref } from './routePaths';
import { competitorOdds } from './competitorOdds';
import { formatBattleTime } from './battleTime';
import { usePublicBattles } from './usePublicBattles';
import { UpcomingBattlesFrame, UpcomingBattlesSkeleton } from './UpcomingBattlesFrame';
import { BATTLE_GRID } from './upcomingBattlesLayout';

const HOUR = 3_600_000;

/**
 * The visitor home's strip: battles live now or scheduled within the next day, read over REST and again every 30 s
 * (and on focus); a short note when none are.
 */
export default function UpcomingBattles() {
  // The window moves on every ten minutes (a new range is a new query).
  const now = Math.floor(useNow(60_000) / (10 * 60_000)) * 10 * 60_000;
  const range = useMemo(() => ({ start: now - 12 * HOUR, end: now + 24 * HOUR }), [now]);
  const { loading, battles } = usePublicBattles(range, 'any');
  const shown = battles.filter((battle) => battle.status === 'live' || battle.status === 'scheduled').slice(0, 6);
  if (loading) return <UpcomingBattlesSkeleton />;
  return (
    <UpcomingBattlesFrame>
      {shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 2 }} data-testid="no-upcoming-battles">
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>No battles live or scheduled for the next day.</Typography>
              <Typography variant="body2" color="text.secondary">
                New battles are announced on the battles page. Check back soon.
              </Typography>
            </Box>
            <Button component={RouterLink} to={BATTLE_PATHS.list} variant="outlined" sx={{ flexShrink: 0 }}>
              See all battles
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Box sx={BATTLE_GRID}>
          {shown.map((battle) => (
            <Card key={battle.id} variant="outlined">
              <CardActionArea component={RouterLink} to={battleHref(battle.slug)} sx={{ p: 2 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {battle.competitors.map((side) => side.name).join(' vs ')}
                  </Typography>
                  <Chip size="small" label={BATTLE_STATUS_LABELS[battle.status]} color={battle.status === 'live' ? 'error' : 'default'} />
                </Stack>
                <Stack direction="row" sx={{ gap: 2, my: 0.5 }} data-testid="battle-card-odds">
                  {battle.competitors.map((side) => (
                    <Typography key={side.id} variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {side.name} <strong>{competitorOdds(battle, side).toFixed(2)}</strong>
                    </Typography>
                  ))}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {GAMES[battle.game.type].name} · {seriesLabel(battle.series)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatBattleTime(battle.scheduledAt.toMillis())}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </UpcomingBattlesFrame>
  );
}
