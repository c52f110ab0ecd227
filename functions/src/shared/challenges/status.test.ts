import { describe, expect, it } from 'vitest';
import { CHALLENGE_STATUSES, STREAMER_SET_STATUSES } from './constants';
import { challengeTab, creatorMayEdit, isOpen, mayVote, settlementOf, streamerActions, streamerMayMove } from './status';

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
