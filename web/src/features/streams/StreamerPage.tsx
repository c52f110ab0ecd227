import { Avatar, Box, Chip, Container, Skeleton, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { plural } from '../../lib/plural';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth';
import { FollowButton } from './FollowButton';
import { STREAM_PATHS } from '../../lib/paths';
import { StreamerEvents } from './StreamerEvents';
import { StreamPanels } from './StreamPanels';
import { StreamPlayer } from './StreamPlayer';
import { StreamsList } from './StreamsList';
import { useStream } from '../../lib/useStream';
import { useStreamerLookup } from './useStreamerLookup';
import type { StreamerLookup } from '@shared/streams/types';

function StreamerHeader({ streamer, streamId }: { streamer: StreamerLookup; streamId: string | null }) {
  const { user } = useCurrentUser();
  const { stream } = useStream(streamId ?? streamer.userId);
  const followers = stream?.followerCount ?? 0;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', minWidth: 0 }}>
        <Avatar src={stream?.logo ?? undefined} alt="" sx={{ width: 64, height: 64, bgcolor: stream?.primaryColor ?? 'primary.main', fontSize: 28, fontWeight: 800 }}>
          {streamer.username.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Typography variant="h4" component="h1" noWrap sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
              {streamer.username}
            </Typography>
            {stream?.online && <Chip label="LIVE" color="error" size="small" sx={{ fontWeight: 800 }} />}
          </Stack>
          <Typography color="text.secondary" data-testid="follower-count">
            {plural(followers, 'follower')}
            {stream?.online && stream.game ? ` · ${stream.game}` : ''}
          </Typography>
        </Box>
      </Stack>
      {user && streamId && user.uid !== streamer.userId && <FollowButton streamId={streamId} uid={user.uid} />}
    </Stack>
  );
}

function StreamerContent({ streamer }: { streamer: StreamerLookup }) {
  usePageTitle(streamer.username);
  const { user } = useCurrentUser();
  const { stream } = useStream(streamer.streamId ?? streamer.userId);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <StreamerHeader streamer={streamer} streamId={streamer.streamId} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' } }}>
        <Box>
          <StreamPlayer stream={streamer.streamId ? stream : undefined} username={streamer.username} />
          {stream?.online && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="h6" component="p" data-testid="stream-title">
                {stream.title}
              </Typography>
              <Typography color="text.secondary">
                {stream.game} · {plural(stream.viewerCount, 'viewer')}
              </Typography>
            </Box>
          )}
          {streamer.streamId && <StreamerEvents streamId={streamer.streamId} isOwner={user?.uid === streamer.userId} />}
        </Box>
        <StreamPanels streamId={streamer.streamId} userId={streamer.userId} stream={streamer.streamId ? stream : undefined} />
      </Box>
      <StreamsList excludeId={streamer.streamId ?? streamer.userId} />
    </Container>
  );
}

/** /{username}: a streamer's page (any case); unknown users go to /not-found. */
export function StreamerPage() {
  const { username = '' } = useParams();
  const lookup = useStreamerLookup({ username });
  if (lookup.notFound) return <Navigate to={STREAM_PATHS.notFound} replace />;
  if (lookup.isError) return <Navigate to={STREAM_PATHS.error} replace />;
  if (!lookup.data) {
    return (
      <Container maxWidth="xl" sx={{ py: 4 }} role="status" aria-busy="true" aria-label="Loading streamer">
        <Skeleton variant="rounded" height={64} width={320} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      </Container>
    );
  }
  return <StreamerContent streamer={lookup.data} />;
}
