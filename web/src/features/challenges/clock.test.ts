import { describe, expect, it } from 'vitest';
import type { ChallengeDoc } from '@shared/challenges/types';
import { clockOf, countdown, minutesAndSeconds } from './clock';
import { stakeOf } from './stake';

const at = (ms: number) => ({ toMillis: () => ms }) as ChallengeDoc['timestamp'];
const challenge = (fields: Partial<ChallengeDoc>) => ({ status: 'submitted', timestamp: at(1_000), statusAt: null, ...fields }) as ChallengeDoc;

describe('challenge list helpers', () => {
  it('shows minutes and seconds, hours counted in the minutes', () => {
    expect(minutesAndSeconds(0)).toBe('0m 00s');
    expect(minutesAndSeconds(247_900)).toBe('4m 07s');
    expect(minutesAndSeconds(2 * 3_600_000 + 5_000)).toBe('120m 05s');
    expect(minutesAndSeconds(-1_000)).toBe('0m 00s');
  });

  it('counts down as mm:ss, rounding up to the second and stopping at 00:00', () => {
    expect(countdown(30 * 60_000)).toBe('30:00');
    expect(countdown(247_100)).toBe('04:08');
    expect(countdown(999)).toBe('00:01');
    expect(countdown(0)).toBe('00:00');
    expect(countdown(-5_000)).toBe('00:00');
    expect(countdown(2 * 3_600_000)).toBe('120:00');
  });

  it('counts an open challenge down to its end time, and up for one without or once ended', () => {
    expect(clockOf(challenge({ endTime: at(9_000) }))).toEqual({ kind: 'down', untilMs: 9_000, label: 'Answer in' });
    expect(clockOf(challenge({ status: 'active', statusAt: at(2_000), endTime: at(9_000) }))).toEqual({ kind: 'down', untilMs: 9_000, label: 'Ends in' });
    expect(clockOf(challenge({}))).toEqual({ kind: 'up', sinceMs: 1_000, label: 'Waiting' });
    expect(clockOf(challenge({ status: 'active', statusAt: at(2_000) }))).toEqual({ kind: 'up', sinceMs: 2_000, label: 'Running' });
    expect(clockOf(challenge({ status: 'failed', statusAt: at(3_000), endTime: null, timedOut: true }))).toEqual({ kind: 'up', sinceMs: 3_000, label: 'Time ran out' });
    expect(clockOf(challenge({ status: 'completed', statusAt: at(3_000), endTime: null }))).toEqual({ kind: 'up', sinceMs: 3_000, label: 'Ended' });
  });

  it('turns a typed amount into cents', () => {
    expect(stakeOf({ basePrice: '12.5', credits: 2 })).toEqual({ basePrice: 1_250, credits: 2 });
    expect(stakeOf({ basePrice: '', credits: 1 })).toEqual({ basePrice: 0, credits: 1 });
  });
});
