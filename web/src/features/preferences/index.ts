export { PreferencesPrompt } from './PreferencesPrompt';
export { PREFERENCE_PATHS } from './routePaths';
export { useBettingAllowed } from './useBettingAllowed';
export { DepositLimitStep } from './DepositLimitStep';
