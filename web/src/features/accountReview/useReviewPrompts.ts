import { useMemo } from 'react';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import { accountReviewPaths } from '@shared/accountReview/firestorePaths';
import type { ReviewPromptDoc } from '@shared/accountReview/types';
import { firestore } from '../../lib/firestore';

export type ReviewPromptRow = ReviewPromptDoc & { id: string };

/** The user's review prompts not dismissed yet, live, the earliest due first. */
export function useReviewPrompts(uid: string): ReviewPromptRow[] {
  // One equality filter only (no composite index); there are at most a few.
  const promptsQuery = useMemo(
    () => query(collection(firestore, accountReviewPaths.prompts(uid)), where('dismissedAt', '==', null), limit(20)),
    [uid],
  );
  const { data } = useFirestoreCollectionData(promptsQuery, { idField: 'id' });
  return ((data ?? []) as ReviewPromptRow[]).slice().sort((a, b) => a.dueAt - b.dueAt);
}
