import { Alert, Box, Container, Skeleton, Stack, Typography } from '@mui/material';
import { usePageTitle } from '../../ui/usePageTitle';
import { EventCardList } from './EventCardList';
import { EVENT_SECTIONS, type EventSection } from './eventSections';
import { useEventSection } from './useEvents';


function EventsSection({ section }: { section: EventSection }) {
  const events = useEventSection(section);
  const headingId = `events-${section.id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={!events}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {section.title}
      </Typography>
      {!events && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }} role="status" aria-label={`Loading ${section.title.toLowerCase()} events`}>
          <Skeleton variant="rounded" height={150} sx={{ flex: 1 }} />
          <Skeleton variant="rounded" height={150} sx={{ flex: 1 }} />
        </Stack>
      )}
      {events?.length === 0 && <Alert severity="info">{section.empty}</Alert>}
      {events && events.length > 0 && <EventCardList events={events} columns={3} />}
    </Box>
  );
}

/** /events: every event viewers can enter or follow, live first, then upcoming and completed ones. */
export function EventsPage() {
  usePageTitle('Events');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        Events
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter an event, or add money to its pot; the winners share it.
      </Typography>
      <Stack sx={{ gap: 4 }}>
        {EVENT_SECTIONS.map((section) => (
          <EventsSection key={section.id} section={section} />
        ))}
      </Stack>
    </Container>
  );
}
