import VideocamOffRoundedIcon from '@mui/icons-material/VideocamOffRounded';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { StreamDoc } from '@shared/streams/types';

const PLAYER_URL = import.meta.env.VITE_TWITCH_PLAYER_URL || 'https://player.twitch.tv/';

/** Twitch's embed player: the channel, muted, autoplaying, and `parent` set to the app's own host as Twitch requires. */
function twitchEmbedUrl(channel: string): string {
  const url = new URL(PLAYER_URL);
  url.search = new URLSearchParams({ channel, parent: window.location.hostname, muted: 'true', autoplay: 'true' }).toString();
  return url.toString();
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900' }}>
      {children}
    </Box>
  );
}

/** The live player for a Twitch stream that is online; a placeholder otherwise. */
export function StreamPlayer({ stream, username }: { stream: StreamDoc | undefined; username: string }) {
  if (stream?.type === 'twitch' && stream.online && stream.channel) {
    return (
      <Frame>
        <Box
          component="iframe"
          title={`${username} on Twitch`}
          src={twitchEmbedUrl(stream.channel)}
          allow="autoplay; fullscreen"
          allowFullScreen
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Frame>
    );
  }
  return (
    <Frame>
      <Stack
        data-testid="stream-offline"
        sx={{
          position: 'absolute',
          inset: 0,
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
          textAlign: 'center',
          p: 3,
          background: (theme) => `radial-gradient(circle at 30% 20%, ${theme.palette.primary.dark}55, transparent 60%), ${theme.palette.grey[900]}`,
        }}
      >
        <VideocamOffRoundedIcon sx={{ fontSize: 56, color: 'grey.500' }} />
        <Chip label="OFFLINE" size="small" variant="outlined" sx={{ color: 'grey.300', borderColor: 'grey.600' }} />
        <Typography sx={{ color: 'grey.300' }}>
          {stream && stream.type !== 'none' ? `${username} is offline right now. Follow to hear when they go live.` : `${username} has not set up a stream yet.`}
        </Typography>
      </Stack>
    </Frame>
  );
}
