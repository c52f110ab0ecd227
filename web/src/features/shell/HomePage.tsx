import { useSession } from '../auth/session';
import { MemberHome } from './home/MemberHome';
import { VisitorHome } from './home/VisitorHome';

export function HomePage() {
  const { user } = useSession();
  return user ? <MemberHome /> : <VisitorHome />;
}
