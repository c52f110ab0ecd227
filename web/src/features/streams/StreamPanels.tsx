import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import { Skeleton, Stack } from '@mui/material';
import { Suspense } from 'react';
import type { StreamDoc } from '@shared/streams/types';
import { CustomChallengePanel } from '../challenges';
import { KillsWinPanel, StreamBetPanel } from '../streamBets';
import { PanelFrame } from '../../ui/PanelFrame';

/** Where a stream's bets, custom challenges and Kills + Win are placed. */
export function StreamPanels({ streamId, userId, stream }: { streamId: string | null; userId: string; stream: StreamDoc | undefined }) {
  // A streamer's stream document is keyed by their uid; without one the bet panels say they are unavailable.
  const betStreamId = streamId ?? userId;
  return (
    <Stack sx={{ gap: 2 }}>
      <StreamBetPanel streamId={betStreamId} stream={streamId ? stream : undefined} />
      <PanelFrame title="Custom Challenge" icon={<EmojiEventsRoundedIcon color="secondary" />}>
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          <CustomChallengePanel streamId={streamId} stream={streamId ? stream : undefined} />
        </Suspense>
      </PanelFrame>
      <KillsWinPanel streamId={betStreamId} stream={streamId ? stream : undefined} />
    </Stack>
  );
}
