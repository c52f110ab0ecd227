import { Box, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { battleMessages } from '@shared/battles/messages';
import { chestProgress } from '@shared/battles/odds';

/** The Battle Chest: how much of its target the bets have filled, with the spec's tooltip. */
export function ChestBar({ total, target }: { total: number; target: number }) {
  const percent = chestProgress(total, target);
  return (
    <Tooltip title={battleMessages.chestTooltip} enterDelay={2_000}>
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            Battle Chest
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="chest-percent">
            {percent}%
          </Typography>
        </Stack>
        <LinearProgress variant="determinate" value={percent} aria-label={`Battle Chest ${percent}% full`} sx={{ height: 8, borderRadius: 4 }} />
      </Box>
    </Tooltip>
  );
}
