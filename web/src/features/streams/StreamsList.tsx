import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { BroadcasterCard, BroadcasterCardSkeleton } from './BroadcasterCard';
import { STREAMS_GRID } from './streamCards';
import { inStreamCategory, STREAM_CATEGORIES, type StreamCategory } from './streamCategories';
import { useStream } from '../../lib/useStream';
import { useTopStreams } from './useTopStreams';
import type { Broadcaster } from '@shared/streams/types';

/** A card shown only while its stream is in the category (the live status follows the stream document). */
function CategoryCard({ broadcaster, category }: { broadcaster: Broadcaster; category: StreamCategory }) {
  const { stream } = useStream(broadcaster.id);
  if (!inStreamCategory(broadcaster, category, stream?.online ?? broadcaster.online)) return null;
  return <BroadcasterCard broadcaster={broadcaster} stream={stream} />;
}

/** The streamer page's list of other streams, with category filter buttons. */
export function StreamsList({ excludeId }: { excludeId: string }) {
  const [category, setCategory] = useState<StreamCategory>('all');
  const { loading, broadcasters } = useTopStreams();
  const others = broadcasters.filter((broadcaster) => broadcaster.id !== excludeId);
  return (
    <Box component="section" aria-labelledby="streams-list-heading" sx={{ mt: { xs: 4, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
        <Typography id="streams-list-heading" variant="h5" component="h2">
          More streams
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="secondary"
          value={category}
          onChange={(_, next: StreamCategory | null) => next && setCategory(next)}
          aria-label="Stream categories"
          sx={{ flexWrap: 'wrap' }}
        >
          {STREAM_CATEGORIES.map((option) => (
            <ToggleButton key={option.id} value={option.id} sx={{ px: 1.75 }}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {loading ? (
        <Box sx={STREAMS_GRID} role="status" aria-busy="true" aria-label="Loading streams">
          {[0, 1, 2, 3].map((index) => (
            <BroadcasterCardSkeleton key={index} />
          ))}
        </Box>
      ) : (
        <>
          {/* Cards leave the grid as their streams leave the category; the note shows once the grid is empty. */}
          <Box sx={{ ...STREAMS_GRID, '&:empty': { display: 'none' }, '&:not(:empty) + p': { display: 'none' } }} data-testid="streams-list">
            {others.map((broadcaster) => (
              <CategoryCard key={broadcaster.id} broadcaster={broadcaster} category={category} />
            ))}
          </Box>
          <Typography color="text.secondary">No streams in this category right now.</Typography>
        </>
      )}
    </Box>
  );
}
