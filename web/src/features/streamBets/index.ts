export { StreamBetPanel } from './StreamBetPanel';
export { KillsWinPanel } from './KillsWinPanel';
export { KillsWinForm } from './KillsWinForm';
