import { Box, Typography } from '@mui/material';
import { useCurrentUser } from '../auth';
import { useFeatureFlags } from '../remoteConfig';
import { BroadcasterCard, BroadcasterCardSkeleton } from './BroadcasterCard';
import { useBroadcasters } from './useBroadcasters';
import type { Broadcaster } from '@shared/streams/types';

const SKELETONS = 4;
const GRID = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } };

/** Signed-in users see the streams they follow first, then the top rated; visitors the top rated. */
function useTopStreams(): { loading: boolean; broadcasters: Broadcaster[] } {
  const { user } = useCurrentUser();
  const { flags } = useFeatureFlags();
  const top = useBroadcasters('TOP_RATED', flags.betting);
  const followed = useBroadcasters('FOLLOWED', flags.betting, Boolean(user));
  const first = user ? (followed.data ?? []) : [];
  const seen = new Set(first.map((broadcaster) => broadcaster.id));
  return {
    loading: top.isPending || (Boolean(user) && followed.isPending),
    broadcasters: [...first, ...(top.data ?? []).filter((broadcaster) => !seen.has(broadcaster.id))],
  };
}

/** The Top Streams grid: 1 to 4 columns by screen width, 4 placeholders while loading. */
export default function TopStreams() {
  const { loading, broadcasters } = useTopStreams();
  return (
    <Box component="section" aria-labelledby="top-streams-heading">
      <Typography id="top-streams-heading" variant="h4" component="h2" sx={{ mb: 2.5 }}>
        Top Streams
      </Typography>
      {loading ? (
        <Box sx={GRID} role="status" aria-busy="true" aria-label="Loading streams">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <BroadcasterCardSkeleton key={index} />
          ))}
        </Box>
      ) : broadcasters.length === 0 ? (
        <Typography color="text.secondary">No streamers are on Clutchpot yet. Check back soon.</Typography>
      ) : (
        <Box sx={GRID}>
          {broadcasters.map((broadcaster) => (
            <BroadcasterCard key={broadcaster.id} broadcaster={broadcaster} />
          ))}
        </Box>
      )}
    </Box>
  );
}
