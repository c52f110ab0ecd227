import { Box } from '@mui/material';
import { useNow } from '../../lib/useNow';
import { countdown, minutesAndSeconds, type ChallengeClockMode } from './clock';

/**
 * A challenge's clock in minutes and seconds: counting down to its end time ("Ends in 59:41", then "Time's up"
 * until the server moves it on), or counting up for challenges without one. A leaf: it re-renders each second.
 */
export function ChallengeClock({ mode }: { mode: ChallengeClockMode }) {
  const now = useNow();
  const text =
    mode.kind === 'down' ? (now >= mode.untilMs ? "Time's up" : `${mode.label} ${countdown(mode.untilMs - now)}`) : `${mode.label} ${minutesAndSeconds(now - mode.sinceMs)}`;
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="challenge-clock">
      {text}
    </Box>
  );
}
