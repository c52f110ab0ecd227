import { Box } from '@mui/material';
import type { EventDoc } from '@shared/events/types';
import { EventCard } from './EventCard';

/** Event cards as a list in a grid: one column on a phone, up to `columns` on wider screens. */
export function EventCardList({ events, columns }: { events: EventDoc[]; columns: 2 | 3 }) {
  const wide = `repeat(${columns}, minmax(0, 1fr))`;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: wide } }}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </Box>
  );
}
