export { EVENT_PATHS, eventHref } from './routePaths';
export { EventCardList } from './EventCardList';
export { useStreamEvents } from './useEvents';
