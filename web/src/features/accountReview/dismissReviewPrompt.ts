import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { accountReviewPaths } from '@shared/accountReview/firestorePaths';
import { firestore } from '../../lib/firestore';

/** Dismisses a review prompt for good: the rules let the owner stamp dismissedAt, once, with the server's time. */
export function dismissReviewPrompt(uid: string, promptId: string): Promise<void> {
  return updateDoc(doc(firestore, accountReviewPaths.prompt(uid, promptId)), { dismissedAt: serverTimestamp() });
}
