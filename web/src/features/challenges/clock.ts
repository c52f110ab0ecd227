import type { ChallengeDoc } from '@shared/challenges/types';

/** Whole minutes and seconds in `ms` ("4m 07s"), hours counted in the minutes. */
export function minutesAndSeconds(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1_000));
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** Time left as "mm:ss" (hours counted in the minutes), rounded up to the second, "00:00" once it ran out. */
export function countdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1_000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What a challenge row's clock shows: an open challenge with an end time counts down to it ('Answer in' while new,
 * 'Ends in' once accepted); one sent before end times existed counts up since it was sent or accepted, and an
 * ended one since it ended.
 */
export type ChallengeClockMode = { kind: 'down'; untilMs: number; label: string } | { kind: 'up'; sinceMs: number; label: string };

export function clockOf(challenge: ChallengeDoc): ChallengeClockMode {
  const open = challenge.status === 'submitted' || challenge.status === 'active';
  if (open && challenge.endTime) return { kind: 'down', untilMs: challenge.endTime.toMillis(), label: challenge.status === 'submitted' ? 'Answer in' : 'Ends in' };
  const since = (challenge.statusAt ?? challenge.timestamp).toMillis();
  if (challenge.status === 'submitted') return { kind: 'up', sinceMs: challenge.timestamp.toMillis(), label: 'Waiting' };
  if (challenge.status === 'active') return { kind: 'up', sinceMs: since, label: 'Running' };
  return { kind: 'up', sinceMs: since, label: challenge.timedOut ? 'Time ran out' : 'Ended' };
}
