import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { StaticChallengeType } from '@shared/challenges/constants';
import { streamMessages } from '@shared/streams/messages';
import type { StreamDoc } from '@shared/streams/types';
import { useCurrentUser } from '../auth';
import { useKillsWinOffer } from '../streamBets';
import { AddChallengeDialog } from './ChallengeFormDialog';
import { ChallengeList } from './ChallengeList';
import { ChallengeSounds } from './ChallengeSounds';
import { useSignedInAction } from './useSignedInAction';
import { useStaticChallenges, useTakesChallenges } from './useStreamChallenges';

type Adding = { preset?: StaticChallengeType } | null;

/**
 * The streamer page's Custom Challenge panel: the stream's preset challenges and 'Add Challenge' (visitors are
 * sent to sign up; the dialog offers Kills + Win where the stream does), then the stream's challenges, live. The streamer sees their own list with its actions.
 */
export function CustomChallengePanel({ streamId, stream }: { streamId: string | null; stream: StreamDoc | undefined }) {
  if (!streamId) {
    return (
      <Typography variant="body2" color="text.secondary">
        {streamMessages.notAvailable}
      </Typography>
    );
  }
  return <StreamChallenges streamId={streamId} stream={stream} />;
}

function StreamChallenges({ streamId, stream }: { streamId: string; stream: StreamDoc | undefined }) {
  const { user, userDoc } = useCurrentUser();
  const presets = useStaticChallenges(streamId).data?.challenges ?? [];
  const signedIn = useSignedInAction();
  const [adding, setAdding] = useState<Adding>(null);
  const isOwner = user?.uid === streamId;
  const takesChallenges = useTakesChallenges(streamId);
  const killsWin = useKillsWinOffer(streamId, stream, user?.uid ?? null);
  const add = (preset?: StaticChallengeType) => signedIn(() => setAdding({ preset }));
  return (
    <Stack sx={{ gap: 2 }}>
      {!takesChallenges && (
        <Typography variant="body2" color="text.secondary">
          {streamMessages.notAvailable}
        </Typography>
      )}
      {takesChallenges && !isOwner && (
        <>
          {presets.length > 0 && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="Preset challenges" role="group">
              {presets.map((preset) => (
                <Chip key={preset.staticType} label={preset.title} variant="outlined" onClick={() => add(preset.staticType)} />
              ))}
            </Stack>
          )}
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => add()}>
            Add Challenge
          </Button>
        </>
      )}
      <ChallengeSounds streamId={streamId} />
      <ChallengeList streamId={streamId} />
      {adding && user && userDoc && (
        <AddChallengeDialog
          streamId={streamId}
          uid={user.uid}
          streamer={stream?.username ?? ''}
          killsWin={killsWin}
          userDoc={userDoc}
          presets={presets.map((preset) => preset.staticType)}
          initialPreset={adding.preset}
          onClose={() => setAdding(null)}
        />
      )}
    </Stack>
  );
}
