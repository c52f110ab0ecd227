import { useMemo } from 'react';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { challengePaths } from '@shared/challenges/firestorePaths';
import type { ChallengeDoc } from '@shared/challenges/types';
import { streamPaths } from '@shared/streams/firestorePaths';
import type { StreamDoc } from '@shared/streams/types';
import { firestore } from '../../lib/firestore';

/** How many accepted challenges the overlay lists at once. */
export const OVERLAY_LIMIT = 5;

/** The stream's accepted challenges, live, oldest first (the order the streamer took them on). */
export function useAcceptedChallenges(streamId: string): ChallengeDoc[] | undefined {
  const accepted = useMemo(
    () => query(collection(firestore, challengePaths.challenges(streamId)), where('status', '==', 'active'), orderBy('timestamp', 'asc'), limit(OVERLAY_LIMIT)),
    [streamId],
  );
  const { status, data } = useFirestoreCollectionData(accepted);
  return status === 'success' ? (data as ChallengeDoc[]) : undefined;
}

/** The stream's colours, live; undefined while loading, null without a stream. */
export function useStreamColours(streamId: string): { primary: string; secondary: string } | null | undefined {
  const { status, data } = useFirestoreDocData(doc(firestore, streamPaths.stream(streamId)));
  if (status !== 'success') return undefined;
  const stream = data as StreamDoc | undefined;
  return stream ? { primary: stream.primaryColor, secondary: stream.secondaryColor } : null;
}
