import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { StaticChallengeType } from '@shared/challenges/constants';
import { streamMessages } from '@shared/streams/messages';
import { useCurrentUser } from '../auth';
import { AddChallengeDialog } from './ChallengeFormDialog';
import { ChallengeList } from './ChallengeList';
import { ChallengeSounds } from './ChallengeSounds';
import { useSignedInAction } from './useSignedInAction';
import { useStaticChallenges, useTakesChallenges } from './useStreamChallenges';

type Adding = { preset?: StaticChallengeType } | null;

/**
 * The streamer page's Custom Challenge panel: the stream's preset challenges and 'Add Challenge' (visitors are
 * sent to sign up), then the stream's challenges, live. The streamer sees their own list with its actions.
 */
export function CustomChallengePanel({ streamId }: { streamId: string | null }) {
  if (!streamId) {
    return (
      <Typography variant="body2" color="text.secondary">
        {streamMessages.notAvailable}
      </Typography>
    );
  }
  return <StreamChallenges streamId={streamId} />;
}

function StreamChallenges({ streamId }: { streamId: string }) {
  const { user, userDoc } = useCurrentUser();
  const presets = useStaticChallenges(streamId).data?.challenges ?? [];
  const signedIn = useSignedInAction();
  const [adding, setAdding] = useState<Adding>(null);
  const isOwner = user?.uid === streamId;
  const takesChallenges = useTakesChallenges(streamId);
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
      {isOwner && <ChallengeSounds streamId={streamId} />}
      <ChallengeList streamId={streamId} />
      {adding && userDoc && (
        <AddChallengeDialog
          streamId={streamId}
          userDoc={userDoc}
          presets={presets.map((preset) => preset.staticType)}
          initialPreset={adding.preset}
          onClose={() => setAdding(null)}
        />
      )}
    </Stack>
  );
}
