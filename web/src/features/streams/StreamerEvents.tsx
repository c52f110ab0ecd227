import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EVENT_PATHS, EventCardList, useStreamEvents } from '../events';

/**
 * The streamer's own events on their page, each with Enter and Add Money as on the event page; nothing without one,
 * except for the streamer, who gets the way to set one up.
 */
export function StreamerEvents({ streamId, isOwner }: { streamId: string; isOwner: boolean }) {
  const events = useStreamEvents(streamId);
  if (events?.length === 0 && !isOwner) return null;
  return (
    <Box component="section" aria-labelledby="streamer-events-heading" aria-busy={!events} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ mb: 1.5, gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="streamer-events-heading" variant="h6" component="h2">
          Events
        </Typography>
        {isOwner && (
          <Button component={RouterLink} to={EVENT_PATHS.host} size="small">
            Manage my events
          </Button>
        )}
      </Stack>
      {!events ? <Skeleton variant="rounded" height={150} /> : <EventCardList events={events} columns={2} />}
    </Box>
  );
}
