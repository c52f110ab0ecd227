import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NOTIFICATION_BADGE_CAP } from '@shared/constants';
import type { Timestamp } from '@shared/types';
import { ROUTES } from '../../app/paths';
import { useSession } from '../auth/session';
import { useNotificationCount } from './useNotificationCount';


function unreadLabel(count: number): string {
  if (count === 0) return 'Notifications';
  const amount = count > NOTIFICATION_BADGE_CAP ? `more than ${NOTIFICATION_BADGE_CAP}` : String(count);
  return `Notifications, ${amount} unread`;
}

function BellLink({ count }: { count: number }) {
  return (
    <Tooltip title="Notifications">
      <IconButton component={RouterLink} to={ROUTES.notifications} aria-label={unreadLabel(count)} color="inherit">
        <Badge
          badgeContent={count}
          max={NOTIFICATION_BADGE_CAP}
          color="secondary"
          data-testid="notification-badge"
          sx={{ '& .MuiBadge-badge': { fontWeight: 800 } }}
        >
          <NotificationsNoneRoundedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

function LiveBell({ uid, lastRead }: { uid: string; lastRead: Timestamp | undefined }) {
  return <BellLink count={useNotificationCount(uid, lastRead)} />;
}

/** Link to the notifications page with the number of unread notifications. */
export function NotificationBell() {
  const { user, userDoc } = useSession();
  if (!user || !userDoc) return <BellLink count={0} />;
  return <LiveBell uid={user.uid} lastRead={userDoc.lastNotificationRead} />;
}
