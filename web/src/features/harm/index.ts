export { HarmNotice } from './HarmNotice';
