export { StreamBetPanel } from './StreamBetPanel';
export { KillsWinPanel } from './KillsWinPanel';
export { KillsWinForm } from './KillsWinForm';
export { useKillsWinOffer, type KillsWinOffer } from './useKillsWinOffer';
