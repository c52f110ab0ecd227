import VolumeOffRoundedIcon from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRoundedIcon from '@mui/icons-material/VolumeUpRounded';
import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useState } from 'react';
import { useChallengeChimes } from './useChallengeChimes';

const MUTED_KEY = 'clutchpot.challengeSoundsMuted';

/** The streamer page's sound cues (new and completed challenges, heat level changes) with their mute switch. */
export function ChallengeSounds({ streamId }: { streamId: string }) {
  const [muted, setMuted] = useState(() => window.localStorage.getItem(MUTED_KEY) === 'true');
  const listening = useChallengeChimes(streamId, muted);
  const toggle = (on: boolean) => {
    setMuted(!on);
    window.localStorage.setItem(MUTED_KEY, String(!on));
  };
  return (
    <FormControlLabel
      aria-busy={!listening}
      control={<Switch checked={!muted} onChange={(event) => toggle(event.target.checked)} />}
      label={
        <Stack direction="row" component="span" sx={{ gap: 0.75, alignItems: 'center' }}>
          {muted ? <VolumeOffRoundedIcon fontSize="small" /> : <VolumeUpRoundedIcon fontSize="small" />}
          Challenge sounds
        </Stack>
      }
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}
