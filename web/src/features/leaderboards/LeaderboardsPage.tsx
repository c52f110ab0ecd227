import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Page } from '../../ui/Page';
import { useCurrentUser } from '../auth';
import type { LeaderboardPeriod } from '@shared/leaderboards/types';
import { LeaderboardTable } from './LeaderboardTable';
import { MonthlyChallengesList } from './MonthlyChallengesList';
import { QueryBlock } from './QueryBlock';
import { TopChallengersList } from './TopChallengersList';
import { useLeaderboard, useMonthlyChallenges, useTopChallengers } from './useLeaderboards';
import { ViewerRank } from './ViewerRank';

const PERIODS: Array<{ value: LeaderboardPeriod; label: string }> = [
  { value: 'month', label: 'This month' },
  { value: 'all', label: 'All time' },
];

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `${title.toLowerCase().replaceAll(' ', '-')}-heading`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /leaderboards: the month's or all-time board with the viewer's rank, the top challengers and the month's challenges. */
export function LeaderboardsPage() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('month');
  const { user } = useCurrentUser();
  const board = useLeaderboard(period);
  const challengers = useTopChallengers(period);
  const challenges = useMonthlyChallenges();
  const periodLabel = PERIODS.find((entry) => entry.value === period)!.label;
  return (
    <Page title="Leaderboards" subtitle="Ranked by money staked on bets, challenges, Kills + Win and events.">
      <Tabs value={period} onChange={(_, value: LeaderboardPeriod) => setPeriod(value)} aria-label="Leaderboard period" sx={{ mb: 2 }}>
        {PERIODS.map((entry) => (
          <Tab key={entry.value} value={entry.value} label={entry.label} id={`period-tab-${entry.value}`} aria-controls="period-panel" />
        ))}
      </Tabs>
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 }, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Box role="tabpanel" id="period-panel" aria-labelledby={`period-tab-${period}`} sx={{ minWidth: 0 }}>
          {board.data && <ViewerRank viewer={board.data.viewer} signedIn={Boolean(user)} />}
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <QueryBlock
              query={{ ...board, data: board.data?.rows }}
              loadingLabel="Loading leaderboard"
              errorText="Error loading the leaderboard"
              emptyText="No one is on this board yet."
              rows={8}
            >
              {(rows) => <LeaderboardTable rows={rows} viewerUid={user?.uid ?? null} label={`Leaderboard, ${periodLabel.toLowerCase()}`} />}
            </QueryBlock>
          </Paper>
        </Box>
        <Stack sx={{ gap: { xs: 2.5, md: 3 }, minWidth: 0 }}>
          <Panel title="Top challengers">
            <QueryBlock query={challengers} loadingLabel="Loading top challengers" errorText="Error loading top challengers" emptyText="No challenges yet.">
              {(rows) => <TopChallengersList challengers={rows} label={`Top challengers, ${periodLabel.toLowerCase()}`} />}
            </QueryBlock>
          </Panel>
          <Panel title="Challenges this month">
            <QueryBlock query={challenges} loadingLabel="Loading challenges" errorText="Error loading challenges" emptyText="No challenges sent this month yet.">
              {(rows) => <MonthlyChallengesList challenges={rows} />}
            </QueryBlock>
          </Panel>
        </Stack>
      </Box>
    </Page>
  );
}
