export { SessionBar } from './SessionBar';
export { SessionManager } from './SessionManager';
export { endSessionAndSignOut } from './endSessionAndSignOut';
