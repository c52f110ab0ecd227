export { ADMIN_PATHS } from './routePaths';
