import { Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@shared/core/money';
import { EVENT_STATUS_LABELS, MAX_ENTRANTS } from '@shared/events/constants';
import { mayEnter, takesVotesAndMoney } from '@shared/events/status';
import type { EventDoc } from '@shared/events/types';
import { AddMoneyButton } from './AddMoneyButton';
import { EnterEventButton } from './EnterEventButton';
import { eventHref } from './routePaths';

/** An event in the viewers' list: what it is, its pot and entrants, and Enter and Add Money as on its page. */
export function EventCard({ event }: { event: EventDoc }) {
  const titleId = `event-card-${event.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={EVENT_STATUS_LABELS[event.status]} color={event.status === 'active' ? 'error' : 'default'} />
          <Chip size="small" variant="outlined" label={event.type === 'kills' ? 'Kills' : 'Rank'} />
          {event.kind === 'streamer' && <Chip size="small" variant="outlined" label="Streamer-led" />}
        </Stack>
        <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={eventHref(event.id)} underline="hover" color="inherit">
            {event.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Pot {formatCents(event.totalAmount)} · {event.users.length} of {MAX_ENTRANTS} entrants · entry {formatCents(event.pricePerPlayer)}
        </Typography>
      </CardContent>
      {(mayEnter(event.status) || takesVotesAndMoney(event.status)) && (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          {mayEnter(event.status) && <EnterEventButton event={event} size="medium" describedBy={titleId} />}
          {takesVotesAndMoney(event.status) && <AddMoneyButton event={event} size="medium" describedBy={titleId} />}
        </CardActions>
      )}
    </Card>
  );
}
