import { KILLS_EVENT_PLAY_MS, KILLS_RESULTS_DELAY_MS, type EventBasis, type EventStatus, type EventType } from './constants';

/**
 * The event's life as pure functions (spec 02 section 4; DECISIONS.md "Events"): submitted (open for entries)
 * -> active (started by an admin, by the pot reaching the goal, or at the start time) -> pending (results due)
 * -> completed (winners paid). Declined (cancelled) and deleted refund everyone and are final.
 */
export interface EventState {
  status: EventStatus;
  type: EventType;
  manual: boolean;
  baseType: EventBasis;
  baseAmount: number | null;
  baseStartTimeMs: number | null;
  startedAtMs: number | null;
  endsAtMs: number | null;
  hasWinners: boolean;
}

/** What the owner or an admin may set with updateEvent's `status`. */
export const EVENT_SET_STATUSES = ['active', 'pending', 'declined'] as const;
export type EventSetStatus = (typeof EVENT_SET_STATUSES)[number];

const TRANSITIONS: Record<EventStatus, readonly EventSetStatus[]> = {
  submitted: ['active', 'declined'],
  active: ['pending', 'declined'],
  pending: [],
  completed: [],
  declined: [],
  deleted: [],
};

export function mayMoveEvent(from: EventStatus, to: EventSetStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Entries and drop-outs only before the event starts. */
export const mayEnter = (status: EventStatus) => status === 'submitted';

/** Fields lock once results are pending or completed; basis and amount are editable only while submitted. */
export const isLocked = (status: EventStatus) => status !== 'submitted' && status !== 'active';
export const basisEditable = (status: EventStatus) => status === 'submitted';

/** A goal event starts when the pot reaches the goal; a time event at its start time. */
export function startDue(state: EventState, pot: number, now: number): boolean {
  if (state.status !== 'submitted') return false;
  if (state.baseType === 'goal') return state.baseAmount !== null && pot >= state.baseAmount;
  if (state.baseType === 'time') return state.baseStartTimeMs !== null && now >= state.baseStartTimeMs;
  return false;
}

/** When a kills event that started at `startedAtMs` ends. */
export const killsEventEnd = (startedAtMs: number) => startedAtMs + KILLS_EVENT_PLAY_MS;

/** A kills event ends (results pending) one hour after it started. */
export function endDue(state: EventState, now: number): boolean {
  return state.status === 'active' && state.type === 'kills' && state.endsAtMs !== null && now >= state.endsAtMs;
}

/** An automatic kills event gets its winners from match data one hour after it ended. */
export function resultsDue(state: EventState, now: number): boolean {
  return state.status === 'pending' && state.type === 'kills' && !state.manual && !state.hasWinners && state.endsAtMs !== null && now >= state.endsAtMs + KILLS_RESULTS_DELAY_MS;
}

/** Manual and rank events get their winners from 'Select Winner' while results are pending. */
export function winnersSelectable(state: Pick<EventState, 'status' | 'type' | 'manual' | 'hasWinners'>): boolean {
  return state.status === 'pending' && (state.manual || state.type === 'rank') && !state.hasWinners;
}

/** The admin list's actions (spec 02 section 4). */
export function adminEventActions(state: Pick<EventState, 'status' | 'type' | 'manual' | 'hasWinners'>) {
  const done = state.status === 'pending' || state.status === 'completed';
  return {
    edit: !done && !isFinalWithoutResults(state.status),
    view: done,
    selectWinner: winnersSelectable(state),
    copy: true,
    delete: !done && !isFinalWithoutResults(state.status),
  };
}

const isFinalWithoutResults = (status: EventStatus) => status === 'declined' || status === 'deleted';

/** Deleted or cancelled: every entry goes back to whoever paid it. */
export const refundsEveryone = (status: EventStatus) => status === 'declined' || status === 'deleted';

/** Votes and Add Money while the event has not ended: Pending (submitted) or Started (active). */
export const takesVotesAndMoney = (status: EventStatus) => status === 'submitted' || status === 'active';
