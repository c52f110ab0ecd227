import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '../../app/paths';
import { useCurrentUser } from '../auth/currentUser';
import { useNotificationCount } from '../notifications/useNotificationCount';
import { NOTIFICATION_BADGE_CAP } from '../notifications/constants';
import type { Timestamp } from '@shared/core/timestamp';

/** The link's accessible name carries the exact count (the badge shows 9+ above 9). */
function unreadLabel(count: number): string {
  return count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
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

function LiveBell({ uid, lastRead }: { uid: string; lastRead: Timestamp | null | undefined }) {
  return <BellLink count={useNotificationCount(uid, lastRead)} />;
}

/** Link to the notifications page with the number of unread notifications. */
export function NotificationBell() {
  const { user, userDoc } = useCurrentUser();
  if (!user || !userDoc) return <BellLink count={0} />;
  return <LiveBell uid={user.uid} lastRead={userDoc.lastNotificationRead} />;
}
