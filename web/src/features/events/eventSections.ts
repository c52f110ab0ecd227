import type { EventStatus } from '@shared/events/constants';

/** The events list's sections (spec 02: viewers find upcoming, live and completed events), each from its statuses. */
export const EVENT_SECTIONS = [
  { id: 'live', title: 'Live', statuses: ['active'], empty: 'No event is playing right now.' },
  { id: 'upcoming', title: 'Upcoming', statuses: ['submitted'], empty: 'No event is open for entries yet.' },
  { id: 'completed', title: 'Completed', statuses: ['pending', 'completed'], empty: 'No event has finished yet.' },
] as const satisfies readonly { id: string; title: string; statuses: readonly EventStatus[]; empty: string }[];

export type EventSection = (typeof EVENT_SECTIONS)[number];

/** Events shown per section: one small query each. */
export const EVENTS_PER_SECTION = 12;
