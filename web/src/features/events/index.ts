export { EVENT_PATHS, eventHref } from './routePaths';
export { EventCard } from './EventCard';
export { useStreamEvents } from './useEvents';
