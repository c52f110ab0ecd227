import VolumeOffRoundedIcon from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRoundedIcon from '@mui/icons-material/VolumeUpRounded';
import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useStreamChallenges } from './useStreamChallenges';

const MUTED_KEY = 'clutchpot.challengeSoundsMuted';

/** A short two-note chime; the browser plays it only after the page had a user gesture (autoplay rules). */
function chime(notes: number[]) {
  try {
    const audio = new AudioContext();
    if (audio.state === 'suspended') {
      void audio.close();
      return;
    }
    notes.forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const start = audio.currentTime + index * 0.15;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.3);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.3);
    });
    setTimeout(() => void audio.close(), 1_000);
  } catch {
    // No Web Audio here: the list still updates.
  }
}

const NEW_CHALLENGE = [660, 880];
const COMPLETED_CHALLENGE = [880, 660];

/** Ids in `current` that were not in `seen` (none on the first load), added to `seen`. */
function arrivals(seen: Set<string> | null, current: string[]): string[] {
  if (!seen) return [];
  return current.filter((id) => !seen.has(id));
}

/** The streamer's sound cues: one when a new challenge arrives, another when one is completed; with a mute switch. */
export function ChallengeSounds({ streamId }: { streamId: string }) {
  const [muted, setMuted] = useState(() => window.localStorage.getItem(MUTED_KEY) === 'true');
  const active = useStreamChallenges(streamId, 'active');
  const ended = useStreamChallenges(streamId, 'completed');
  const submittedSeen = useRef<Set<string> | null>(null);
  const completedSeen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!active) return;
    const submitted = active.filter((item) => item.status === 'submitted').map((item) => item.id);
    if (arrivals(submittedSeen.current, submitted).length > 0 && !muted) chime(NEW_CHALLENGE);
    submittedSeen.current = new Set([...(submittedSeen.current ?? []), ...submitted]);
  }, [active, muted]);
  useEffect(() => {
    if (!ended) return;
    const completed = ended.filter((item) => item.status === 'completed').map((item) => item.id);
    if (arrivals(completedSeen.current, completed).length > 0 && !muted) chime(COMPLETED_CHALLENGE);
    completedSeen.current = new Set([...(completedSeen.current ?? []), ...completed]);
  }, [ended, muted]);

  const toggle = (on: boolean) => {
    setMuted(!on);
    window.localStorage.setItem(MUTED_KEY, String(!on));
  };
  return (
    <FormControlLabel
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
