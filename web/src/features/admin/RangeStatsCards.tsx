import { Alert, Box, Skeleton } from '@mui/material';
import type { AdminChallengeStats, AdminUserStats } from '@shared/admin/types';
import { errorMessage } from '../../lib/errors';
import { Money } from '../../ui/Money';
import { Card, Figure } from './SummaryCards';
import type { useChallengeStats, useUserStats } from './useRangeStats';

const STATUS_LABELS: Record<string, string> = { submitted: 'New', active: 'Accepted', declined: 'Rejected', completed: 'Completed', failed: 'Failed' };

function UserStatsCard({ stats }: { stats: AdminUserStats }) {
  const busiest = stats.days.reduce((best, day) => (day.activeCount > best.activeCount ? day : best), { day: '—', activeCount: 0 });
  return (
    <Card title="Users">
      <Figure label="New accounts">{stats.newCount}</Figure>
      <Figure label="New and verified">{stats.verifiedCount}</Figure>
      <Figure label="Active stakers">{stats.activeCount}</Figure>
      <Figure label="Busiest day">{busiest.activeCount === 0 ? '—' : `${busiest.day} (${busiest.activeCount})`}</Figure>
      <Figure label="Excluded now">{stats.excludedCount}</Figure>
    </Card>
  );
}

function ChallengeStatusCard({ row }: { row: AdminChallengeStats['byStatus'][number] }) {
  return (
    <Card title={`Challenges ${STATUS_LABELS[row.status]?.toLowerCase() ?? row.status}`}>
      <Figure label="Count">{row.count}</Figure>
      <Figure label="Pots">
        <Money cents={row.total} />
      </Figure>
      <Figure label="Paid to streamers">
        <Money cents={row.paid} />
      </Figure>
    </Card>
  );
}

/**
 * The range's accounts and its challenges by status, as cards beside the money. The page asks for them
 * (useUserStats, useChallengeStats) when it asks for the money, so the three calls run side by side.
 */
export function RangeStatsCards({ users, challenges }: { users: ReturnType<typeof useUserStats>; challenges: ReturnType<typeof useChallengeStats> }) {
  const error = users.error ?? challenges.error;
  if (error !== undefined) return <Alert severity="error">{errorMessage(error, 'The user and challenge figures could not be loaded.')}</Alert>;
  if (users.loading || challenges.loading) return <Skeleton variant="rounded" height={140} role="status" aria-busy="true" aria-label="Loading the user and challenge figures" />;
  if (!users.stats || !challenges.stats) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      <UserStatsCard stats={users.stats} />
      {challenges.stats.byStatus.map((row) => (
        <ChallengeStatusCard key={row.status} row={row} />
      ))}
    </Box>
  );
}
