export { SUPPORTED_GAMES } from './content';
export { HOME_PATHS } from './routePaths';
