import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../auth';

/** Firestore loads with the prompts, after the page has shown. */
const ReviewPrompts = lazy(() => import('./ReviewPrompts'));

/** The signed-in customer's account review prompts, if any (see ReviewPrompts). */
export function AccountReviewPrompts() {
  const { user, userDoc } = useCurrentUser();
  if (!user || !userDoc) return null;
  return (
    <Suspense fallback={null}>
      <ReviewPrompts uid={user.uid} />
    </Suspense>
  );
}
