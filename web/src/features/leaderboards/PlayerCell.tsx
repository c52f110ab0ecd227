import { Avatar, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { streamerPath } from '../streams';
import type { LeaderboardRow } from '@shared/leaderboards/types';

/** A row's player: logo, username (a streamer's links to their page) and a LIVE chip while they stream. */
export function PlayerCell({ row }: { row: Pick<LeaderboardRow, 'username' | 'logo' | 'status' | 'isLive'> }) {
  return (
    <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', minWidth: 0 }}>
      <Avatar src={row.logo ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: '0.9rem' }}>
        {row.username.charAt(0).toUpperCase()}
      </Avatar>
      {row.status === 'streamer' ? (
        <Link component={RouterLink} to={streamerPath(row.username.toLowerCase())} noWrap sx={{ fontWeight: 600 }}>
          {row.username}
        </Link>
      ) : (
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {row.username}
        </Typography>
      )}
      {row.isLive && <Chip label="LIVE" color="error" size="small" sx={{ fontWeight: 700 }} />}
    </Stack>
  );
}
