import type { Timestamp } from '@shared/core/timestamp';
import { BellLink } from './BellLink';
import { useNotificationCount } from './useNotificationCount';

export default function LiveBell({ uid, lastRead }: { uid: string; lastRead: Timestamp | null | undefined }) {
  return <BellLink count={useNotificationCount(uid, lastRead)} />;
}
