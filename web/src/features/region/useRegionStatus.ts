import { useEffect, useMemo, useState } from 'react';
import { callFunction } from '../../lib/callables';
import { useAppSettings } from '../remoteConfig/useAppSettings';
import { useFeatureFlags } from '../remoteConfig/useFeatureFlags';
import { forgetRegionAnswer, readRegionAnswer, storeRegionAnswer } from './regionCache';
import type { RegionStatus } from '@shared/region/types';

export type RegionCheck =
  /** The geoblock flag is off: nobody is checked. */
  | { state: 'off' }
  /** The flags are being read, or the flag is on and no answer is known yet. */
  | { state: 'checking' }
  | { state: 'answered'; status: RegionStatus }
  /** checkRegion failed; the app stays usable and the server still refuses gambling. */
  | { state: 'failed' };

/** One question per page load and set of blacklists, however many components (or StrictMode) ask. */
const questions = new Map<string, Promise<RegionStatus>>();

function askRegion(settingsKey: string): Promise<RegionStatus> {
  let question = questions.get(settingsKey);
  if (!question) {
    question = callFunction('checkRegion', {});
    questions.set(settingsKey, question);
  }
  return question;
}

/**
 * Whether the caller's region is blocked, while the geoblock flag is on. The server decides from the caller's
 * IP address; a change of the flag or of the blacklists (both live) asks again.
 */
export function useRegionStatus(): RegionCheck {
  const { flags, loading: flagsLoading } = useFeatureFlags();
  const { settings, status: settingsStatus } = useAppSettings();
  const configLoading = flagsLoading || settingsStatus === 'loading';
  const flagOff = !flagsLoading && !flags.geoblock;
  const settingsKey = !configLoading && !flagOff ? JSON.stringify([settings.blacklistCountries, settings.blacklistStates]) : null;
  const [answer, setAnswer] = useState<{ settingsKey: string; check: RegionCheck } | null>(null);

  useEffect(() => {
    if (!flagOff) return;
    // Turning the flag on again later in this page load asks afresh.
    questions.clear();
    forgetRegionAnswer();
  }, [flagOff]);

  useEffect(() => {
    if (!settingsKey) return;
    let active = true;
    askRegion(settingsKey)
      .then((status) => {
        storeRegionAnswer(settingsKey, status);
        if (active) setAnswer({ settingsKey, check: { state: 'answered', status } });
      })
      .catch((error: unknown) => {
        console.error('The region check failed; the app stays available.', error);
        if (active) setAnswer({ settingsKey, check: { state: 'failed' } });
      });
    return () => {
      active = false;
    };
  }, [settingsKey]);

  const cached = useMemo(() => (flagOff ? null : readRegionAnswer(settingsKey ?? undefined)), [flagOff, settingsKey]);
  if (flagOff) return { state: 'off' };
  if (settingsKey && answer?.settingsKey === settingsKey) return answer.check;
  if (cached) return { state: 'answered', status: cached };
  // Until the flags are read nothing of the app shows: a blocked region must not glimpse it (or be sent to login).
  return { state: 'checking' };
}
