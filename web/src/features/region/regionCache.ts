import { readSessionJson, removeSessionItem, writeSessionJson } from '../../lib/sessionJson';
import type { RegionStatus } from '@shared/region/types';

const KEY = 'clutchpot.region';

/**
 * The last checkRegion answer in this tab, so that a reload shows the right screen at once (before anything else
 * of the app) while the question is asked again.
 */
export function readRegionAnswer(): RegionStatus | null {
  const stored = readSessionJson(KEY) as { status?: Partial<RegionStatus> } | null;
  return typeof stored?.status?.blocked === 'boolean' ? (stored.status as RegionStatus) : null;
}

export function storeRegionAnswer(status: RegionStatus): void {
  writeSessionJson(KEY, { status });
}

export function forgetRegionAnswer(): void {
  removeSessionItem(KEY);
}
