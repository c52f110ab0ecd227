import { useMemo } from 'react';
import { STREAM_COLLECTIONS } from '@shared/streams/firestorePaths';
import type { StreamDoc } from '@shared/streams/types';
import { readPublicDocs } from '../../lib/publicFirestore';
import { usePublicRead } from '../../lib/usePublicRead';

/** The stream documents of these streamers, for a visitor's page: one REST read, again every 30 s and on focus. */
export function usePublicStreams(ids: readonly string[]): Map<string, StreamDoc> {
  const sorted = [...ids].sort();
  const { data } = usePublicRead(['streams', ...sorted], () => readPublicDocs<StreamDoc>(STREAM_COLLECTIONS.streams, sorted), sorted.length > 0);
  return useMemo(() => new Map((data ?? []).map((stream) => [stream.id, stream])), [data]);
}
