export { CHALLENGE_PATHS } from './routePaths';
