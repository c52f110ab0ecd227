import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { streamMessages } from '@shared/streams/messages';
import type { StreamDoc } from '@shared/streams/types';
import { KillsWinPanel, StreamBetPanel } from '../streamBets';

function Panel({ title, icon }: { title: string; icon: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5, borderRadius: 2 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
        {icon}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {streamMessages.notAvailable}
      </Typography>
    </Paper>
  );
}

/** Where a stream's bets, custom challenges and Kills + Win are placed. */
export function StreamPanels({ streamId, stream }: { streamId: string; stream: StreamDoc | undefined }) {
  return (
    <Stack sx={{ gap: 2 }}>
      <StreamBetPanel streamId={streamId} stream={stream} />
      <Panel title="Custom Challenge" icon={<EmojiEventsRoundedIcon color="secondary" />} />
      <KillsWinPanel streamId={streamId} stream={stream} />
    </Stack>
  );
}
