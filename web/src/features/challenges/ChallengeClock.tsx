import { Box } from '@mui/material';
import { useNow } from '../../lib/useNow';
import { minutesAndSeconds } from './clock';

/**
 * A running clock since `sinceMs` in minutes and seconds (challenges carry no deadline, so the list's timer
 * counts how long a challenge has been waiting, or running since it was accepted). A leaf: it re-renders each second.
 */
export function ChallengeClock({ sinceMs, label }: { sinceMs: number; label: string }) {
  const now = useNow();
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="challenge-clock">
      {label} {minutesAndSeconds(now - sinceMs)}
    </Box>
  );
}
