import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { Avatar, Box, Button, Chip, IconButton, Paper, Skeleton, Stack, Tooltip, Typography, useMediaQuery } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { plural } from '../../lib/plural';
import { previewOf } from './streamCards';
import { streamerPath } from './routePaths';
import { usePublicStreams } from './usePublicStreams';
import { useVisitorTopStreams } from './useVisitorTopStreams';
import { streamMessages } from '@shared/streams/messages';
import type { Broadcaster, StreamDoc } from '@shared/streams/types';
import { AUTH_PATHS } from '../../lib/paths';

/** How long each streamer shows while the carousel plays. */
export const CAROUSEL_INTERVAL_MS = 10_000;

function Slide({ broadcaster, stream, position, count }: { broadcaster: Broadcaster; stream: StreamDoc | undefined; position: number; count: number }) {
  const online = stream?.online ?? broadcaster.online;
  const title = (stream ? stream.title : broadcaster.streamTitle) || '';
  const game = (stream ? stream.game : broadcaster.game) || '';
  const image = online ? (previewOf(stream?.thumbnailUrl ?? null) ?? broadcaster.image) : null;
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}: ${broadcaster.name}`}
      data-testid="carousel-slide"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' } }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900', overflow: 'hidden' }}>
        {image ? (
          <Box component="img" src={image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Stack
            sx={(theme) => ({
              height: '100%',
              alignItems: 'center',
              justifyContent: 'center',
              background: `radial-gradient(circle at 30% 30%, ${alpha(theme.palette.primary.main, 0.55)}, ${theme.palette.grey[900]} 70%)`,
            })}
          >
            <Avatar src={broadcaster.iconURL ?? undefined} alt="" sx={{ width: 96, height: 96, fontSize: 44, fontWeight: 800, bgcolor: 'primary.main' }}>
              {broadcaster.name.charAt(0).toUpperCase()}
            </Avatar>
          </Stack>
        )}
        {online && <Chip label="LIVE" color="error" size="small" sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 800 }} />}
      </Box>
      <Stack sx={{ p: { xs: 2.5, sm: 3.5 }, gap: 1.5, justifyContent: 'center', minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <Avatar src={broadcaster.iconURL ?? undefined} alt="" sx={{ width: 44, height: 44, bgcolor: 'primary.main', fontWeight: 800 }}>
            {broadcaster.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h3" noWrap data-testid="carousel-streamer">
              {broadcaster.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {online ? game || 'Live now' : streamMessages.offline} · {plural(broadcaster.followerCount, 'follower')}
            </Typography>
          </Box>
        </Stack>
        <Typography sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '3em' }}>
          {title || `Follow ${broadcaster.name} to hear when they go live, then bet on their games and send them challenges.`}
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={AUTH_PATHS.signup} variant="contained" endIcon={<ArrowForwardRoundedIcon />}>
            Sign Up
          </Button>
          <Button component={RouterLink} to={streamerPath(broadcaster.name)} variant="outlined" color="inherit">
            {online ? 'Watch live' : 'View page'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * The visitor home's streamer carousel: one streamer at a time with Sign Up, moving on every 10 seconds. It does
 * not play by itself where the visitor asked for reduced motion, holds still while pointed at or focused, and
 * has labelled previous, next and pause/play buttons (the arrow keys move it too). Streams are read over REST
 * (every 30 s and on focus), so a visitor's home goes without the Firestore SDK.
 */
export default function StreamerCarousel() {
  const { loading, broadcasters } = useVisitorTopStreams();
  const streams = usePublicStreams(broadcasters.map((item) => item.id));
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [paused, setPaused] = useState(reducedMotion);
  const [held, setHeld] = useState(false);
  const [index, setIndex] = useState(0);
  const count = broadcasters.length;
  const current = count ? index % count : 0;
  const playing = !paused && !held && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((value) => value + 1), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, current]);

  if (loading) return <Skeleton variant="rounded" height={320} role="status" aria-busy="true" aria-label="Loading streamers" />;
  const broadcaster = broadcasters[current];
  if (!broadcaster) return null;
  const move = (step: number) => setIndex(() => (current + step + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-labelledby="streamer-carousel-heading"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') move(-1);
        if (event.key === 'ArrowRight') move(1);
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id="streamer-carousel-heading" variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          Meet the streamers
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0, sm: 0.5 }, flexShrink: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mr: { xs: 0.5, sm: 1 }, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="carousel-position">
            {current + 1} / {count}
          </Typography>
          <Tooltip title="Previous streamer">
            <IconButton aria-label="Previous streamer" onClick={() => move(-1)} disabled={count < 2}>
              <ChevronLeftRoundedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={paused ? 'Play' : 'Pause'}>
            <IconButton aria-label={paused ? 'Play carousel' : 'Pause carousel'} onClick={() => setPaused((value) => !value)} disabled={count < 2}>
              {paused ? <PlayArrowRoundedIcon /> : <PauseRoundedIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title="Next streamer">
            <IconButton aria-label="Next streamer" onClick={() => move(1)} disabled={count < 2}>
              <ChevronRightRoundedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }} aria-live={playing ? 'off' : 'polite'}>
        <Slide key={broadcaster.id} broadcaster={broadcaster} stream={streams.get(broadcaster.id)} position={current + 1} count={count} />
      </Paper>
    </Box>
  );
}
