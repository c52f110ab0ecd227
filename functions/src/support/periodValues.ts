import type { PauseSetting } from '../shared/preferences/preferences';
import type { AuditValues } from '../shared/support/types';

/** A self-exclusion as audit values. */
export function selfExclusionValues(setting: PauseSetting): AuditValues {
  return { selfExclusionEnabled: setting.enabled, selfExclusionStart: setting.startDate, selfExclusionEnd: setting.endDate };
}
