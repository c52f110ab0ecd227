import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Broadcaster } from '@shared/streams/types';
import { BroadcasterCardSkeleton } from './BroadcasterCard';
import { STREAMS_GRID } from './streamCards';

const SKELETONS = 4;

/** The Top Streams grid: 1 to 4 columns by screen width, 4 placeholders while loading; `card` draws each streamer. */
export function TopStreamsGrid({ loading, broadcasters, card }: { loading: boolean; broadcasters: Broadcaster[]; card: (broadcaster: Broadcaster) => ReactNode }) {
  return (
    <Box component="section" aria-labelledby="top-streams-heading">
      <Typography id="top-streams-heading" variant="h4" component="h2" sx={{ mb: 2.5 }}>
        Top Streams
      </Typography>
      {loading ? (
        <Box sx={STREAMS_GRID} role="status" aria-busy="true" aria-label="Loading streams">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <BroadcasterCardSkeleton key={index} />
          ))}
        </Box>
      ) : broadcasters.length === 0 ? (
        <Typography color="text.secondary">No streamers are on Clutchpot yet. Check back soon.</Typography>
      ) : (
        <Box sx={STREAMS_GRID}>{broadcasters.map(card)}</Box>
      )}
    </Box>
  );
}
