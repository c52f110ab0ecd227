export { USER_PATHS } from './routePaths';
