import { Box, Skeleton, Typography } from '@mui/material';
import { EventCardList, useStreamEvents } from '../events';

/** The streamer's own events on their page, each with Enter and Add Money as on the event page; nothing without one. */
export function StreamerEvents({ streamId }: { streamId: string }) {
  const events = useStreamEvents(streamId);
  if (events?.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="streamer-events-heading" aria-busy={!events} sx={{ mt: 3 }}>
      <Typography id="streamer-events-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Events
      </Typography>
      {!events ? (
        <Skeleton variant="rounded" height={150} />
      ) : (
        <EventCardList events={events} columns={2} />
      )}
    </Box>
  );
}
