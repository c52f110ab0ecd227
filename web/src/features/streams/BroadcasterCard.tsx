import { Avatar, Box, Card, CardActionArea, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { HeatIndicator } from './HeatIndicator';
import { CARD_HEIGHT, previewOf } from './streamCards';
import { streamerPath } from './routePaths';
import { streamMessages } from '@shared/streams/messages';
import type { Broadcaster, StreamDoc } from '@shared/streams/types';

/**
 * One Top Streams card; the live status, title and game come from the stream document once it is read (live for
 * members, `LiveBroadcasterCard`; every 30 s for visitors), so they change without a reload.
 */
export function BroadcasterCard({ broadcaster, stream }: { broadcaster: Broadcaster; stream: StreamDoc | undefined }) {
  const online = stream?.online ?? broadcaster.online;
  const game = (stream ? stream.game : broadcaster.game) || '';
  const title = (stream ? stream.title : broadcaster.streamTitle) || '';
  const image = online ? (previewOf(stream?.thumbnailUrl ?? null) ?? broadcaster.image) : null;
  const tags = [broadcaster.tags.bet && 'Bet', broadcaster.tags.killsWin && 'Kills + Win', broadcaster.tags.challenge && 'Challenge'].filter(Boolean) as string[];

  return (
    <Card variant="outlined" sx={{ height: CARD_HEIGHT, borderRadius: 2 }} data-testid={`broadcaster-${broadcaster.name}`}>
      <CardActionArea component={RouterLink} to={streamerPath(broadcaster.name)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900', overflow: 'hidden' }}>
          {image ? (
            <Box component="img" src={image} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          ) : (
            <Stack
              sx={{
                height: '100%',
                alignItems: 'center',
                justifyContent: 'center',
                background: (theme) => `linear-gradient(135deg, ${theme.palette.grey[900]}, ${theme.palette.primary.dark}66)`,
              }}
            >
              <Typography sx={{ color: 'grey.400', fontWeight: 700, letterSpacing: 1 }}>OFFLINE</Typography>
            </Stack>
          )}
          {online && <Chip label="LIVE" color="error" size="small" sx={{ position: 'absolute', top: 10, left: 10, fontWeight: 800 }} />}
        </Box>
        <Stack sx={{ p: 1.75, gap: 1, flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', minWidth: 0 }}>
            <Avatar src={broadcaster.iconURL ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontWeight: 800 }}>
              {broadcaster.name.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {broadcaster.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap data-testid="broadcaster-game">
                {online ? game || 'Live' : streamMessages.offline}
              </Typography>
            </Box>
            <HeatIndicator heat={broadcaster.heat} counts={broadcaster.counts} />
          </Stack>
          <Typography
            variant="body2"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '2.86em' }}
          >
            {title}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mt: 'auto' }}>
            {tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" color="secondary" />
            ))}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

export function BroadcasterCardSkeleton() {
  return <Skeleton variant="rounded" height={CARD_HEIGHT} />;
}
