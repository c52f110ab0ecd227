import { Alert, Box, Chip, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { formatCents } from '@shared/core/money';
import { EVENT_STATUS_LABELS, MAX_ENTRANTS } from '@shared/events/constants';
import type { EventDoc } from '@shared/events/types';
import { eventPaths } from '@shared/events/firestorePaths';
import { takesVotesAndMoney } from '@shared/events/status';
import { hasAnyRole } from '@shared/core/roles';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth';
import { CustomChallengePanel } from '../challenges';
import { HeldPayments } from '../refunds';
import { useStream } from '../../lib/useStream';
import { EventActions } from './EventActions';
import { EventSupporters } from './EventSupporters';
import { useEvent, useEventLogo, useEventVotes } from './useEvents';
import { EnterEventButton } from './EnterEventButton';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={`event-${label.toLowerCase()}`}>
        {value}
      </Typography>
    </Box>
  );
}

/** A streamer-led event shows its stream's Custom Challenge panel (the challenges sub-panel, live). */
function StreamChallenges({ streamId }: { streamId: string }) {
  const { stream } = useStream(streamId);
  return (
    <Paper component="section" aria-labelledby="event-challenges-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="event-challenges-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Challenges
      </Typography>
      <Suspense fallback={<CircularProgress size={24} aria-label="Loading challenges" />}>
        <CustomChallengePanel streamId={streamId} stream={stream} />
      </Suspense>
    </Paper>
  );
}

/** Admins: the money an open event holds (entries and Add Money), each with a Refund control. */
function AdminHeldMoney({ event }: { event: EventDoc }) {
  const { claims } = useCurrentUser();
  if (!hasAnyRole(claims, ['admin']) || !takesVotesAndMoney(event.status)) return null;
  return <HeldPayments path={eventPaths.entries(event.id)} refundOf={(itemId) => ({ kind: 'eventEntry', parentId: event.id, itemId })} firstLabel="Entry" />;
}

function EventView({ event }: { event: EventDoc }) {
  usePageTitle(event.title);
  const logo = useEventLogo(event.logo);
  const votes = useEventVotes(event.id);
  const background = logo ? `linear-gradient(rgba(0,0,0,.55), rgba(0,0,0,.78)), url("${logo}") center / cover` : undefined;
  return (
    <Container maxWidth={event.streamId ? 'lg' : 'md'} sx={{ py: { xs: 3, sm: 5 } }}>
      <Paper data-testid="event-banner" sx={{ p: { xs: 2.5, sm: 4 }, mb: 3, background, bgcolor: logo ? undefined : 'primary.dark', color: 'common.white' }}>
        <Stack direction="row" sx={{ gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={EVENT_STATUS_LABELS[event.status]} sx={{ bgcolor: 'background.paper', color: 'text.primary' }} />
          <Chip size="small" label={event.type === 'kills' ? 'Kills' : 'Rank'} sx={{ bgcolor: 'background.paper', color: 'text.primary' }} />
        </Stack>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}>
          {event.title}
        </Typography>
        <Stack direction="row" sx={{ gap: { xs: 3, sm: 4 }, mt: 2, flexWrap: 'wrap', '& .MuiTypography-overline': { color: 'rgba(255,255,255,.8)' } }}>
          <Figure label="Votes" value={String(event.totalVotes)} />
          <Figure label="Total" value={formatCents(event.totalAmount)} />
          <Figure label="Entrants" value={`${event.users.length} of ${MAX_ENTRANTS}`} />
        </Stack>
        <EventActions event={event} votes={votes} />
      </Paper>
      {event.description && <Typography sx={{ mb: 3, whiteSpace: 'pre-line' }}>{event.description}</Typography>}
      {event.status === 'completed' && event.winners.length > 0 && (
        <Alert severity="success" sx={{ mb: 3 }}>
          Each winner was paid {formatCents(event.payoutPerWinner)}.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: event.streamId ? '1fr 1fr' : '1fr' }, alignItems: 'start' }}>
        <Paper component="section" aria-labelledby="entrants-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <EventSupporters event={event} votes={votes} enterButton={<EnterEventButton event={event} />} />
          <AdminHeldMoney event={event} />
        </Paper>
        {event.streamId && <StreamChallenges streamId={event.streamId} />}
      </Box>
    </Container>
  );
}

/** /event/{eventId}: the event, live. */
export function EventPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  if (event === 'loading') return <LoadingScreen label="Loading event" />;
  if (event === 'missing') {
    return (
      <Container maxWidth="sm" sx={{ py: 5 }}>
        <Alert severity="error">Document does not exist</Alert>
      </Container>
    );
  }
  return <EventView event={event} />;
}
