import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NOTIFICATION_BADGE_CAP } from './constants';
import { NOTIFICATION_PATHS } from './routePaths';

/** The link's accessible name carries the exact count (the badge shows 9+ above 9). */
function unreadLabel(count: number): string {
  return count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
}

export function BellLink({ count }: { count: number }) {
  return (
    <Tooltip title="Notifications">
      <IconButton component={RouterLink} to={NOTIFICATION_PATHS.notifications} aria-label={unreadLabel(count)} color="inherit">
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
