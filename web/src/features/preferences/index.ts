export { PreferencesPrompt } from './PreferencesPrompt';
export { useBettingAllowed } from './useBettingAllowed';
export { DepositLimitStep } from './DepositLimitStep';
