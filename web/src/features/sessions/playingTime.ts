import dayjs from 'dayjs';
import duration from 'dayjs/plugin/duration';
import { plural } from '../../lib/plural';

dayjs.extend(duration);

/** How long someone has played, in words: "1 hour 5 minutes", "12 minutes", "40 seconds". */
export function formatPlayingTime(ms: number): string {
  const elapsed = dayjs.duration(Math.max(0, ms));
  const hours = Math.floor(elapsed.asHours());
  const minutes = elapsed.minutes();
  if (hours > 0) return minutes > 0 ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')}` : plural(hours, 'hour');
  if (minutes > 0) return plural(minutes, 'minute');
  return plural(elapsed.seconds(), 'second');
}

/** Elapsed session time for the session bar: "1h 02m 05s". */
export function formatElapsed(ms: number): string {
  const elapsed = dayjs.duration(Math.max(0, ms));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(elapsed.asHours())}h ${pad(elapsed.minutes())}m ${pad(elapsed.seconds())}s`;
}
