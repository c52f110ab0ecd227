export { AgeRestricted } from './AgeRestricted';
