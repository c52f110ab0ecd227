import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import {
  Avatar,
  Box,
  CircularProgress,
  IconButton,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Tooltip,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@shared/core/dates';
import type { NotificationContent } from './notificationContent';
import type { NotificationRow } from './useNotifications';

dayjs.extend(relativeTime);

interface NotificationItemProps {
  notification: NotificationRow;
  content: NotificationContent;
  /** The time relative times are measured from, in ms. */
  now: number;
  /** Newer than the last visit to this page. */
  unread: boolean;
  onDelete: (id: string) => Promise<void>;
}

/** Room on the right for the delete button; a linked entry is a button, one without a link plain text. */
const entrySx = { py: 1.5, pl: 2, pr: { xs: 7, sm: 8 }, borderRadius: 0, mx: 0 };

export function NotificationItem({ notification, content, now, unread, onDelete }: NotificationItemProps) {
  const [deleting, setDeleting] = useState(false);
  const { Icon, tone, text, link } = content;
  const at = notification.timestamp?.toDate?.();
  // A server clock slightly ahead of this one must not read as "in a few seconds".
  const when = at ? dayjs(Math.min(at.getTime(), now)) : null;

  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete(notification.id);
    } finally {
      setDeleting(false);
    }
  };

  const entry = (
    <>
      <ListItemAvatar sx={{ minWidth: { xs: 52, sm: 60 } }}>
        <Avatar
          sx={(theme) => ({
            bgcolor: alpha(theme.palette[tone].main, 0.16),
            color: theme.palette[tone].main,
            width: { xs: 38, sm: 42 },
            height: { xs: 38, sm: 42 },
          })}
        >
          <Icon fontSize="small" />
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={text}
        secondary={
          <>
            {unread && (
              <Box component="span" sx={{ color: 'secondary.main', fontWeight: 700 }}>
                New ·{' '}
              </Box>
            )}
            {when ? (
              <time dateTime={at!.toISOString()} title={formatDateTime(at!.getTime())}>
                {when.from(now)}
              </time>
            ) : (
              'Just now'
            )}
          </>
        }
        slotProps={{
          primary: { sx: { fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' } },
        }}
      />
    </>
  );

  return (
    <ListItem
      data-testid="notification"
      disablePadding
      divider
      secondaryAction={
        <Tooltip title="Delete">
          <span>
            <IconButton edge="end" aria-label="Delete notification" onClick={() => void remove()} disabled={deleting}>
              {deleting ? <CircularProgress size={20} color="inherit" /> : <CloseRoundedIcon />}
            </IconButton>
          </span>
        </Tooltip>
      }
      sx={(theme) => ({
        ...(unread && { bgcolor: alpha(theme.palette.primary.main, 0.08) }),
        '& .MuiListItemSecondaryAction-root': { right: { xs: 12, sm: 16 } },
      })}
    >
      {link ? (
        <ListItemButton component={RouterLink} to={link} sx={entrySx}>
          {entry}
        </ListItemButton>
      ) : (
        <Box sx={[entrySx, { display: 'flex', alignItems: 'center', width: '100%' }]}>{entry}</Box>
      )}
    </ListItem>
  );
}
