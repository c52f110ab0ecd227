import { lazy } from 'react';
import { useCurrentUser } from '../auth';

/** A visitor's home and a member's home load separately: a visitor's first page carries only its own. */
const MemberHome = lazy(() => import('./MemberHome'));
const VisitorHome = lazy(() => import('./VisitorHome'));

export function HomePage() {
  const { user } = useCurrentUser();
  return user ? <MemberHome /> : <VisitorHome />;
}
