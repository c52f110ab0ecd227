import { CHALLENGE_ANSWER_MS, CHALLENGE_RUN_MS, type ChallengeStatus, type StreamerSetStatus } from './constants';

/**
 * The challenge's state machine (spec 02 section 4), as pure functions both the screens and the callables use:
 * only the stream's owner moves a challenge, submitted -> active (Accept) or declined (Reject), active ->
 * completed (Complete) or failed (Fail). Declined, completed and failed are final.
 */
const STREAMER_TRANSITIONS: Record<ChallengeStatus, readonly StreamerSetStatus[]> = {
  submitted: ['active', 'declined'],
  active: ['completed', 'failed'],
  declined: [],
  completed: [],
  failed: [],
};

export function streamerMayMove(from: ChallengeStatus, to: StreamerSetStatus): boolean {
  return STREAMER_TRANSITIONS[from].includes(to);
}

/** The actions the stream's owner sees on a challenge in `status`. */
export function streamerActions(status: ChallengeStatus): readonly StreamerSetStatus[] {
  return STREAMER_TRANSITIONS[status];
}

/** New or accepted: money may be added, and the creator may edit the title and description. */
export function isOpen(status: ChallengeStatus): boolean {
  return status === 'submitted' || status === 'active';
}

export const creatorMayEdit = isOpen;

/** Voting is shown on new, accepted and completed challenges. */
export function mayVote(status: ChallengeStatus): boolean {
  return isOpen(status) || status === 'completed';
}

/** How a challenge's money ends once it reaches `status`: paid to the streamer, refunded, or still held. */
export function settlementOf(status: ChallengeStatus): 'pay' | 'refund' | null {
  if (status === 'completed') return 'pay';
  if (status === 'declined' || status === 'failed') return 'refund';
  return null;
}

/** The list tabs: Active shows new and accepted, Completed shows completed and failed (spec 02 section 4). */
export function challengeTab(status: ChallengeStatus): 'active' | 'completed' | null {
  if (isOpen(status)) return 'active';
  if (status === 'completed' || status === 'failed') return 'completed';
  return null;
}

/** The label a status shows with. */
export const CHALLENGE_STATUS_LABELS: Record<ChallengeStatus, string> = {
  submitted: 'new',
  active: 'accepted',
  declined: 'declined',
  completed: 'completed',
  failed: 'failed',
};

/**
 * The end time a challenge gets on entering `status` at `at` (ms): sent, the time to answer; accepted, the time to
 * complete; null once it has ended.
 */
export function endTimeFor(status: ChallengeStatus, at: number): number | null {
  if (status === 'submitted') return at + CHALLENGE_ANSWER_MS;
  if (status === 'active') return at + CHALLENGE_RUN_MS;
  return null;
}

/**
 * Where an open challenge goes when its time runs out at `now`: a new one is declined, an accepted one failed.
 * Null while time is left, once it has ended, or without an end time (challenges sent before end times existed
 * run until the streamer moves them; accepting one gives it an end time).
 */
export function timedOutStatus(status: ChallengeStatus, endTimeMs: number | null, now: number): 'declined' | 'failed' | null {
  if (endTimeMs === null || now < endTimeMs) return null;
  if (status === 'submitted') return 'declined';
  if (status === 'active') return 'failed';
  return null;
}
