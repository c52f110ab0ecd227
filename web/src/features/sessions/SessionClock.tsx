import AccessTimeRoundedIcon from '@mui/icons-material/AccessTimeRounded';
import dayjs from 'dayjs';
import { SessionStat } from './SessionStat';
import { useNow } from '../../lib/useNow';

/** The time of day on a 12-hour clock, ticking every second. */
export function SessionClock() {
  const time = dayjs(useNow()).format('hh:mm:ss A');
  return <SessionStat testId="session-clock" icon={<AccessTimeRoundedIcon />} label={`Time ${time}`} value={time} />;
}
