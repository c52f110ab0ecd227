import { useCurrentUser } from '../auth';
import { useFeatureFlags } from '../remoteConfig';
import { useBroadcasters } from './useBroadcasters';
import type { Broadcaster } from '@shared/streams/types';

/** Signed-in users see the streams they follow first, then the top rated; visitors the top rated. */
export function useTopStreams(): { loading: boolean; broadcasters: Broadcaster[] } {
  const { user } = useCurrentUser();
  const { flags } = useFeatureFlags();
  const top = useBroadcasters('TOP_RATED', flags.betting);
  const followed = useBroadcasters('FOLLOWED', flags.betting, Boolean(user));
  const first = user ? (followed.data ?? []) : [];
  const seen = new Set(first.map((broadcaster) => broadcaster.id));
  return {
    loading: top.isPending || (Boolean(user) && followed.isPending),
    broadcasters: [...first, ...(top.data ?? []).filter((broadcaster) => !seen.has(broadcaster.id))],
  };
}
