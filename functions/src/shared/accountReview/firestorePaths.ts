import { CORE_COLLECTIONS } from '../core/firestorePaths';

export const ACCOUNT_REVIEW_COLLECTIONS = {
  reviewPrompts: 'reviewPrompts',
} as const;

/** users/{uid}/reviewPrompts/{promptId}: the prompts shown on the customer's next visit until dismissed. */
export const accountReviewPaths = {
  prompts: (uid: string) => `${CORE_COLLECTIONS.users}/${uid}/${ACCOUNT_REVIEW_COLLECTIONS.reviewPrompts}`,
  prompt: (uid: string, id: string) => `${CORE_COLLECTIONS.users}/${uid}/${ACCOUNT_REVIEW_COLLECTIONS.reviewPrompts}/${id}`,
} as const;
