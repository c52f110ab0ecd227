import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { QueryBlock } from './QueryBlock';
import { LEADERBOARD_PATHS } from './routePaths';
import { TopChallengersList } from './TopChallengersList';
import { useTopChallengers } from './useLeaderboards';

/** The home page's compact card: the all-time top 5 challengers and a link to the Leaderboards. */
export default function TopChallengersCard() {
  const challengers = useTopChallengers('all', 5);
  return (
    <Paper component="section" aria-labelledby="top-challengers-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography id="top-challengers-heading" variant="h5" component="h2">
          Top challengers
        </Typography>
        <Button component={RouterLink} to={LEADERBOARD_PATHS.leaderboards} size="small">
          See the leaderboards
        </Button>
      </Stack>
      <QueryBlock query={challengers} loadingLabel="Loading top challengers" errorText="Error loading top challengers" emptyText="No challenges yet." rows={3}>
        {(rows) => <TopChallengersList challengers={rows} label="Top challengers, all time" />}
      </QueryBlock>
    </Paper>
  );
}
