export { EVENT_PATHS, eventHref } from './routePaths';
