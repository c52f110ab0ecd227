export { useAppSettings } from './useAppSettings';
export { useFeatureFlags } from './useFeatureFlags';
