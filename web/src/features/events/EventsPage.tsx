import { Alert, Box, Container, Skeleton, Stack, Typography } from '@mui/material';
import { usePageTitle } from '../../ui/usePageTitle';
import { EventCard } from './EventCard';
import { EVENT_SECTIONS, type EventSection } from './eventSections';
import { useEventSection } from './useEvents';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } as const;

function EventsSection({ section }: { section: EventSection }) {
  const events = useEventSection(section);
  const headingId = `events-${section.id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={!events}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {section.title}
      </Typography>
      {!events && (
        <Box sx={GRID} role="status" aria-label={`Loading ${section.title.toLowerCase()} events`}>
          <Skeleton variant="rounded" height={150} />
          <Skeleton variant="rounded" height={150} />
        </Box>
      )}
      {events?.length === 0 && <Alert severity="info">{section.empty}</Alert>}
      {events && events.length > 0 && (
        <Box component="ul" sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }}>
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </Box>
      )}
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
