import type { RegionStatus } from '@shared/types';

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
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<StoredAnswer> | null;
    if (typeof stored?.status?.blocked !== 'boolean') return null;
    return settingsKey === undefined || stored.settingsKey === settingsKey ? stored.status : null;
  } catch {
    return null;
  }
}

export function storeRegionAnswer(settingsKey: string, status: RegionStatus): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ settingsKey, status } satisfies StoredAnswer));
  } catch {
    // Storage can be full or switched off; the answer is then asked for on the next load.
  }
}

export function forgetRegionAnswer(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
