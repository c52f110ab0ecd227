import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { callFunctionAsBuilt } from '../../lib/callables';
import { forgetRegionAnswer, readRegionAnswer, storeRegionAnswer } from './regionCache';
import type { RegionConfig } from './useReportRegionConfig';
import type { RegionStatus } from '@shared/region/types';

export type RegionCheck =
  /** The geoblock flag is off: nobody is checked. */
  | { state: 'off' }
  /** No answer is known yet. */
  | { state: 'checking' }
  | { state: 'answered'; status: RegionStatus }
  /** checkRegion failed; the app stays usable and the server still refuses gambling. */
  | { state: 'failed' };

const REGION_QUERY = ['checkRegion'] as const;

/**
 * Whether the caller's region is blocked. The server decides from the caller's IP address, and answers "not
 * blocked" without looking anyone up while the geoblock flag is off, so the first page waits for checkRegion alone.
 * Once the flags are read (`config`), the flag being off needs no question, and a change of the flag or of the
 * blacklists asks again; the first read itself does not (the page-load question already saw the server's settings,
 * and a second call in flight beside it would only start another cold function worker). One question per page
 * load and setting, however many components (or StrictMode) ask.
 */
export function useRegionStatus(config: RegionConfig | undefined): RegionCheck {
  const queryClient = useQueryClient();
  const flagOff = config?.geoblock === false;
  const [firstBlacklists, setFirstBlacklists] = useState<string>();
  const blacklists = config?.blacklists;
  // The first blacklists read are remembered as the page load's (state adjusted while rendering, as React advises).
  if (blacklists !== undefined && firstBlacklists === undefined) setFirstBlacklists(blacklists);
  const changed = blacklists !== undefined && firstBlacklists !== undefined && blacklists !== firstBlacklists;
  const question = useQuery({
    queryKey: [...REGION_QUERY, changed ? blacklists : 'page-load'],
    queryFn: () => callFunctionAsBuilt('checkRegion', {}),
    enabled: !flagOff,
    staleTime: Infinity,
    // A new question keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
  const answer = flagOff ? undefined : question.data;

  useEffect(() => {
    if (answer) storeRegionAnswer(answer);
  }, [answer]);

  useEffect(() => {
    if (!flagOff) return;
    // Turning the flag on again later in this page load asks afresh.
    queryClient.removeQueries({ queryKey: REGION_QUERY });
    forgetRegionAnswer();
  }, [flagOff, queryClient]);

  // The last answer in this tab shows at once on a reload, while the question is asked again.
  const earlier = useMemo(() => readRegionAnswer(), []);
  if (flagOff) return { state: 'off' };
  if (answer) return { state: 'answered', status: answer };
  if (question.isError) {
    console.error('The region check failed; the app stays available.', question.error);
    return { state: 'failed' };
  }
  if (earlier) return { state: 'answered', status: earlier };
  return { state: 'checking' };
}
