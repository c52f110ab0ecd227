import { Box, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { plural } from '../../lib/plural';
import { settingsTabPath, SETTINGS_TABS, streamerPath } from './routePaths';
import { useStream } from '../../lib/useStream';

/** The navigation header's stream info for a streamer: live or offline, what is on, and a link to their page. */
export default function StreamNavInfo({ uid, username, onNavigate }: { uid: string; username: string; onNavigate: () => void }) {
  const { loaded, stream } = useStream(uid);
  if (!loaded) return <Skeleton variant="rounded" height={64} sx={{ mt: 1.5 }} />;
  const setUp = stream && stream.type !== 'none';
  return (
    <Paper variant="outlined" data-testid="nav-stream-info" sx={{ mt: 1.5, p: 1.5, borderRadius: 2 }}>
      {setUp ? (
        <>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 0 }}>
            {stream.online ? (
              <Chip label="LIVE" color="error" size="small" sx={{ fontWeight: 800 }} />
            ) : (
              <Chip label="OFFLINE" size="small" variant="outlined" />
            )}
            <Typography variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0 }} data-testid="nav-stream-title">
              {stream.online ? stream.title || 'Live now' : `twitch.tv/${stream.channel}`}
            </Typography>
          </Stack>
          {stream.online && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap sx={{ mt: 0.5 }}>
              {[stream.game, plural(stream.viewerCount, 'viewer')].filter(Boolean).join(' · ')}
            </Typography>
          )}
          <Box sx={{ mt: 0.75 }}>
            <Link component={RouterLink} to={streamerPath(username)} onClick={onNavigate} variant="body2" underline="hover" color="secondary">
              View my stream page
            </Link>
          </Box>
        </>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            Your stream is not set up yet.
          </Typography>
          <Link component={RouterLink} to={settingsTabPath(SETTINGS_TABS.streamSetup)} onClick={onNavigate} variant="body2" underline="hover" color="secondary">
            Set up your stream
          </Link>
        </>
      )}
    </Paper>
  );
}
