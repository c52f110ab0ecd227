export { IDENTITY_PATHS } from './routePaths';
