import { describe, expect, it } from 'vitest';
import { formatElapsed, formatPlayingTime } from './playingTime';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatPlayingTime', () => {
  it('reads as words, largest units first', () => {
    expect(formatPlayingTime(HOUR)).toBe('1 hour');
    expect(formatPlayingTime(2 * HOUR + 5 * MINUTE + 7 * SECOND)).toBe('2 hours 5 minutes');
    expect(formatPlayingTime(HOUR + MINUTE)).toBe('1 hour 1 minute');
    expect(formatPlayingTime(26 * HOUR)).toBe('26 hours');
    expect(formatPlayingTime(12 * MINUTE + 30 * SECOND)).toBe('12 minutes');
    expect(formatPlayingTime(8 * SECOND + 400)).toBe('8 seconds');
    expect(formatPlayingTime(SECOND)).toBe('1 second');
    expect(formatPlayingTime(-5)).toBe('0 seconds');
  });
});

describe('formatElapsed', () => {
  it('shows hours, minutes and seconds', () => {
    expect(formatElapsed(0)).toBe('0h 00m 00s');
    expect(formatElapsed(HOUR + 2 * MINUTE + 5 * SECOND)).toBe('1h 02m 05s');
    expect(formatElapsed(30 * HOUR + 59 * SECOND)).toBe('30h 00m 59s');
  });
});
