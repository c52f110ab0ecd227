export { useAppSettings } from './useAppSettings';
export { useFeatureFlags } from './useFeatureFlags';
export { usePublicAppSettings, usePublicFeatureFlags } from './usePublicConfig';
