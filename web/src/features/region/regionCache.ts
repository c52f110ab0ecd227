
import { readSessionJson, removeSessionItem, writeSessionJson } from '../../lib/sessionJson';
import type { RegionStatus } from '@shared/region/types';

const KEY = 'clutchpot.region';

interface StoredAnswer {
  /** The blacklists the answer was given under. */
  settingsKey: string;
  status: RegionStatus;
}

/**
 * The last checkRegion answer in this tab, so that a reload shows the right screen at once (even before the flags
 * are read) while the answer is asked for again. With `settingsKey`, only an answer given under those blacklists.
 */
export function readRegionAnswer(settingsKey?: string): RegionStatus | null {
  const stored = readSessionJson(KEY) as Partial<StoredAnswer> | null;
  if (typeof stored?.status?.blocked !== 'boolean') return null;
  return settingsKey === undefined || stored.settingsKey === settingsKey ? stored.status : null;
}

export function storeRegionAnswer(settingsKey: string, status: RegionStatus): void {
  writeSessionJson(KEY, { settingsKey, status } satisfies StoredAnswer);
}

export function forgetRegionAnswer(): void {
  removeSessionItem(KEY);
}
