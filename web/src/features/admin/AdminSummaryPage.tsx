import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { DateRangeFields } from '../../ui/DateRangeFields';
import { Page } from '../../ui/Page';
import { AdminTabs } from './AdminTabs';
import { RangeStatsCards } from './RangeStatsCards';
import { SummaryCards } from './SummaryCards';
import { SummaryExports } from './SummaryExports';
import { lastSevenDays, rangeProblem, type SummaryRange } from './summaryRange';
import { useChallengeStats, useUserStats } from './useRangeStats';
import { useSummaryStats } from './useSummaryStats';

const SummaryChart = lazy(() => import('./SummaryChart'));

function Loading() {
  return (
    <Stack sx={{ gap: 2 }} role="status" aria-busy="true" aria-label="Loading the summary">
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={300} />
    </Stack>
  );
}

/** /admin/summary (Admin and Super Admin): the money the operator sees over a range of days. */
export function AdminSummaryPage() {
  const [range, setRange] = useState<SummaryRange>(lastSevenDays);
  const problem = rangeProblem(range);
  // The money, the accounts and the challenges are asked for at once (three queries side by side).
  const { stats, error, loading } = useSummaryStats(range, problem === null);
  const users = useUserStats(range, problem === null);
  const challenges = useChallengeStats(range, problem === null);
  const empty = stats !== undefined && stats.wagers.count === 0 && stats.accounts.count === 0 && stats.revenue.revenue === 0;

  return (
    <Page title="Summary" subtitle="Wagers, deposits, revenue and reserve over a range of days (UTC), from the ledger." maxWidth="xl">
      <AdminTabs />
      <Stack sx={{ gap: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
          <DateRangeFields start={range.start} end={range.end} onChange={setRange} problem={problem} />
          <SummaryExports range={range} stats={stats} valid={problem === null} />
        </Stack>
        {error !== undefined && <Alert severity="error">{errorMessage(error, 'The summary could not be loaded. Please try again.')}</Alert>}
        {loading && <Loading />}
        {stats && (
          <Box aria-live="polite">
            {empty && (
              <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="summary-empty">
                No money moved in this range.
              </Typography>
            )}
            <SummaryCards stats={stats} />
            <Box sx={{ mt: 2 }}>
              <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                <SummaryChart days={stats.days} />
              </Suspense>
            </Box>
            <Box sx={{ mt: 2 }}>
              <RangeStatsCards users={users} challenges={challenges} />
            </Box>
          </Box>
        )}
      </Stack>
    </Page>
  );
}
