export { PAGE_PATHS } from './routePaths';
export { SUPPORT_ORGANISATIONS } from './saferGambling';
export { AgeRestricted } from './AgeRestricted';
