import LocalFireDepartmentRoundedIcon from '@mui/icons-material/LocalFireDepartmentRounded';
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import type { ActivityCounts } from '@shared/streams/activity';
import type { HeatLevel } from '@shared/streams/constants';
import { streamMessages } from '@shared/streams/messages';

const HEAT_COLORS: Record<HeatLevel, string> = { Cold: 'grey.500', Warm: 'warning.light', Hot: 'warning.main', Sizzling: 'error.main' };

/** The heat icon with the last 24 hours' total; the tooltip breaks it down. */
export function HeatIndicator({ heat, counts }: { heat: HeatLevel; counts: ActivityCounts }) {
  return (
    <Tooltip
      arrow
      title={
        <Box sx={{ p: 0.5 }}>
          <Typography variant="subtitle2">{streamMessages.recentActivity}</Typography>
          <Typography variant="body2">Bets: {counts.bets}</Typography>
          <Typography variant="body2">Kills + Win: {counts.parlays}</Typography>
          <Typography variant="body2">Challenges: {counts.challenges}</Typography>
        </Box>
      }
    >
      <Stack direction="row" tabIndex={0} aria-label={`${heat}: ${counts.total} in the last 24 hours`} sx={{ alignItems: 'center', gap: 0.25, cursor: 'default' }}>
        <LocalFireDepartmentRoundedIcon fontSize="small" sx={{ color: HEAT_COLORS[heat] }} />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {counts.total}
        </Typography>
      </Stack>
    </Tooltip>
  );
}
