export { USER_PATHS } from './routePaths';
export { LOGO_MESSAGES, LOGO_TYPES, logoFileProblem } from './logoFile';
