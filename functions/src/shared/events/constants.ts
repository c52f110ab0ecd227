/** Event kinds, bases and statuses (spec 02 sections 3 and 4; DECISIONS.md "Events"). */
export const EVENT_TYPES = ['kills', 'rank'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What starts an event: an admin (none), the pot reaching an amount (goal), or a time (time). */
export const EVENT_BASES = ['none', 'goal', 'time'] as const;
export type EventBasis = (typeof EVENT_BASES)[number];

export const EVENT_STATUSES = ['submitted', 'active', 'pending', 'completed', 'declined', 'deleted'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The labels the admin list shows (declined and deleted events are hidden there). */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  submitted: 'Pending',
  active: 'Started',
  pending: 'Pending Results',
  completed: 'Completed',
  declined: 'Declined',
  deleted: 'Deleted',
};

/** Sponsored events (created by admins) pay winners 80% of the pot; streamer-led events pay 100%. */
export const EVENT_KINDS = ['sponsored', 'streamer'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const WINNERS_PERCENT: Record<EventKind, number> = { sponsored: 80, streamer: 100 };

export const MAX_ENTRANTS = 32;
/** A kills event is played for one hour after it starts; its results are read one hour after it ends. */
export const KILLS_EVENT_PLAY_MS = 60 * 60_000;
export const KILLS_RESULTS_DELAY_MS = 60 * 60_000;

export const EVENT_MIN_PRICE_CENTS = 500;
export const EVENT_MAX_PRICE_CENTS = 100_000;
export const EVENT_MAX_GOAL_CENTS = 10_000_000;

export const ADMIN_EVENTS_PER_PAGE = 10;
export const ADMIN_EVENTS_FETCHED = 300;
export const ENTRANTS_PER_PAGE = 10;
