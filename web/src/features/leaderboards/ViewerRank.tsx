import { Paper, Stack, Typography } from '@mui/material';
import { Money } from '../../ui/Money';
import type { LeaderboardRow } from '@shared/leaderboards/types';

/** The signed-in viewer's own rank, shown even when they are outside the rows listed. */
export function ViewerRank({ viewer, signedIn }: { viewer: LeaderboardRow | null; signedIn: boolean }) {
  if (!signedIn) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Your rank" sx={{ p: 2, mb: 2 }}>
      {viewer ? (
        <Stack direction="row" sx={{ gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p">
            Your rank: #{viewer.rank}
          </Typography>
          <Typography color="text.secondary">
            <Money cents={viewer.amount} /> staked
          </Typography>
        </Stack>
      ) : (
        <Typography color="text.secondary">You are not on this board yet: bets, challenges, Kills + Win and event entries count.</Typography>
      )}
    </Paper>
  );
}
