import { List, ListItem, Stack, Typography } from '@mui/material';
import { Money } from '../../ui/Money';
import type { LeaderboardRow } from '@shared/leaderboards/types';
import { PlayerCell } from './PlayerCell';

/** Challengers by challenge money staked, highest first. */
export function TopChallengersList({ challengers, label }: { challengers: LeaderboardRow[]; label: string }) {
  return (
    <List dense disablePadding aria-label={label}>
      {challengers.map((row) => (
        <ListItem key={row.uid} disableGutters>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', width: '100%', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, width: 28, flexShrink: 0 }}>{row.rank}</Typography>
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <PlayerCell row={row} />
            </Stack>
            <Typography sx={{ fontWeight: 600 }}>
              <Money cents={row.stats.challengeTotal} />
            </Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
