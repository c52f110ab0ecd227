import { describe, expect, it } from 'vitest';
import { CHALLENGE_ANSWER_MS, CHALLENGE_RUN_MS, CHALLENGE_STATUSES, STREAMER_SET_STATUSES } from './constants';
import { challengeTab, creatorMayEdit, endTimeFor, isOpen, mayVote, settlementOf, streamerActions, streamerMayMove, timedOutStatus } from './status';

describe('challenge state machine', () => {
  const allowed: Record<string, string[]> = { submitted: ['active', 'declined'], active: ['completed', 'failed'] };
  for (const from of CHALLENGE_STATUSES) {
    for (const to of STREAMER_SET_STATUSES) {
      const ok = (allowed[from] ?? []).includes(to);
      it(`the streamer ${ok ? 'may' : 'may not'} move ${from} to ${to}`, () => {
        expect(streamerMayMove(from, to)).toBe(ok);
      });
    }
  }

  it('shows the streamer Accept/Reject on new, Complete/Fail on accepted, nothing on final ones', () => {
    expect(streamerActions('submitted')).toEqual(['active', 'declined']);
    expect(streamerActions('active')).toEqual(['completed', 'failed']);
    for (const status of ['declined', 'completed', 'failed'] as const) expect(streamerActions(status)).toEqual([]);
  });

  it('is open (money and edits) only while new or accepted; votes also once completed', () => {
    expect(CHALLENGE_STATUSES.filter(isOpen)).toEqual(['submitted', 'active']);
    expect(CHALLENGE_STATUSES.filter(creatorMayEdit)).toEqual(['submitted', 'active']);
    expect(CHALLENGE_STATUSES.filter(mayVote)).toEqual(['submitted', 'active', 'completed']);
  });

  it('pays the streamer on completion and refunds on decline or failure', () => {
    expect(CHALLENGE_STATUSES.map(settlementOf)).toEqual([null, null, 'refund', 'pay', 'refund']);
  });

  it('lists new and accepted under Active, completed and failed under Completed', () => {
    expect(CHALLENGE_STATUSES.map(challengeTab)).toEqual(['active', 'active', null, 'completed', 'completed']);
  });
});

describe('challenge end times', () => {
  it('gives a new challenge 30 minutes to answer, an accepted one 60 minutes to complete, an ended one none', () => {
    expect(endTimeFor('submitted', 1_000)).toBe(1_000 + CHALLENGE_ANSWER_MS);
    expect(endTimeFor('active', 1_000)).toBe(1_000 + CHALLENGE_RUN_MS);
    for (const status of ['declined', 'completed', 'failed'] as const) expect(endTimeFor(status, 1_000)).toBeNull();
  });

  it('declines a new challenge and fails an accepted one once the clock reaches zero, not before', () => {
    expect(timedOutStatus('submitted', 5_000, 4_999)).toBeNull();
    expect(timedOutStatus('submitted', 5_000, 5_000)).toBe('declined');
    expect(timedOutStatus('active', 5_000, 9_000)).toBe('failed');
    for (const status of ['declined', 'completed', 'failed'] as const) expect(timedOutStatus(status, 5_000, 9_000)).toBeNull();
  });

  it('leaves a challenge without an end time running', () => {
    expect(timedOutStatus('active', null, Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(timedOutStatus('submitted', null, Number.MAX_SAFE_INTEGER)).toBeNull();
  });
});
