import { useCurrentUser } from '../auth/currentUser';
import { MemberHome } from './MemberHome';
import { VisitorHome } from './VisitorHome';

export function HomePage() {
  const { user } = useCurrentUser();
  return user ? <MemberHome /> : <VisitorHome />;
}
