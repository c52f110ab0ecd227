import { useQuery } from '@tanstack/react-query';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import type { ChallengeStatus } from '@shared/challenges/constants';
import { challengePaths } from '@shared/challenges/firestorePaths';
import { streamPaths } from '@shared/streams/firestorePaths';
import type { StreamDoc } from '@shared/streams/types';
import type { ChallengeDoc } from '@shared/challenges/types';
import { callFunction } from '../../lib/callables';
import { firestore } from '../../lib/firestore';
import type { VoteLine } from './VoteLines';

export type ChallengeTab = 'active' | 'completed';

/** The statuses each list tab shows (spec 02 section 4: Active has new and accepted, Completed has completed and failed). */
export const TAB_STATUSES: Record<ChallengeTab, ChallengeStatus[]> = {
  active: ['submitted', 'active'],
  completed: ['completed', 'failed'],
};

/** How many challenges a list tab reads at once (spec 02 section 9: 40 rows per query). */
export const CHALLENGES_PER_QUERY = 40;
/** How many likes and 'Added' lines the detail dialog reads (spec 02 section 9). */
export const VOTES_PER_QUERY = 1_000;

/** A stream's challenges in one list tab, live, newest first; undefined while loading. */
export function useStreamChallenges(streamId: string, tab: ChallengeTab): ChallengeDoc[] | undefined {
  const listed = useMemo(
    () =>
      query(
        collection(firestore, challengePaths.challenges(streamId)),
        where('status', 'in', TAB_STATUSES[tab]),
        orderBy('timestamp', 'desc'),
        limit(CHALLENGES_PER_QUERY),
      ),
    [streamId, tab],
  );
  const { status, data } = useFirestoreCollectionData(listed);
  return status === 'success' ? (data as ChallengeDoc[]) : undefined;
}

/** One challenge, live; undefined while loading or once it is gone. */
export function useChallenge(streamId: string, challengeId: string): ChallengeDoc | undefined {
  const { data } = useFirestoreDocData(doc(firestore, challengePaths.challenge(streamId, challengeId)));
  return data as ChallengeDoc | undefined;
}

export type ChallengeVote = VoteLine;

/** A challenge's likes and 'Added' lines, live, newest first. */
export function useChallengeVotes(streamId: string, challengeId: string): ChallengeVote[] | undefined {
  const listed = useMemo(
    () => query(collection(firestore, challengePaths.votes(streamId, challengeId)), orderBy('timestamp', 'desc'), limit(VOTES_PER_QUERY)),
    [streamId, challengeId],
  );
  const { status, data } = useFirestoreCollectionData(listed, { idField: 'id' });
  return status === 'success' ? (data as ChallengeVote[]) : undefined;
}

/** The stream's preset challenges (none while it takes no challenges). */
export function useStaticChallenges(streamId: string) {
  return useQuery({
    queryKey: ['getStaticChallenges', streamId],
    queryFn: () => callFunction('getStaticChallenges', { streamId }),
    staleTime: 5 * 60_000,
  });
}

/** Whether the stream takes challenges (its owner's Challenges switch), live; true while loading. */
export function useTakesChallenges(streamId: string): boolean {
  const { data } = useFirestoreDocData(doc(firestore, streamPaths.stream(streamId)));
  return (data as StreamDoc | undefined)?.customChallengeEnabled !== false;
}
