import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { streamMessages } from '@shared/streams/messages';
import type { StreamDoc } from '@shared/streams/types';
import { CustomChallengePanel } from '../challenges';
import { KillsWinPanel, StreamBetPanel } from '../streamBets';

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5, borderRadius: 2 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
        {icon}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      {children ?? (
        <Typography variant="body2" color="text.secondary">
          {streamMessages.notAvailable}
        </Typography>
      )}
    </Paper>
  );
}

/** Where a stream's bets, custom challenges and Kills + Win are placed. */
export function StreamPanels({ streamId, userId, stream }: { streamId: string | null; userId: string; stream: StreamDoc | undefined }) {
  // A streamer's stream document is keyed by their uid; without one the bet panels say they are unavailable.
  const betStreamId = streamId ?? userId;
  return (
    <Stack sx={{ gap: 2 }}>
      <StreamBetPanel streamId={betStreamId} stream={streamId ? stream : undefined} />
      <Panel title="Custom Challenge" icon={<EmojiEventsRoundedIcon color="secondary" />}>
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          <CustomChallengePanel streamId={streamId} stream={streamId ? stream : undefined} />
        </Suspense>
      </Panel>
      <KillsWinPanel streamId={betStreamId} stream={streamId ? stream : undefined} />
    </Stack>
  );
}
