import { eventPath } from '../../lib/plannedPaths';

export const EVENT_PATHS = {
  list: '/events',
  event: '/event/:eventId',
  host: '/my-events',
  admin: '/admin/events',
} as const;

export const eventHref = eventPath;
