import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { formatElapsed } from './playingTime';
import { SessionStat } from './SessionStat';
import { useNow } from '../../lib/useNow';

/** Time since the session started, ticking every second. */
export function SessionElapsed({ startedAt }: { startedAt: number }) {
  const elapsed = formatElapsed(useNow() - startedAt);
  return <SessionStat testId="session-elapsed" icon={<TimerOutlinedIcon />} label={`Session time ${elapsed}`} value={elapsed} />;
}
