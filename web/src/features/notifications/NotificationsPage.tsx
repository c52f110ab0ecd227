import NotificationsOffRoundedIcon from '@mui/icons-material/NotificationsOffRounded';
import { Alert, Box, List, Pagination, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../auth';
import { useNow } from '../../lib/useNow';
import { Page } from '../../ui/Page';
import { NotificationItem } from './NotificationItem';
import { notificationContent } from './notificationContent';
import { useDeleteNotification, useMarkNotificationsRead } from './useNotificationActions';
import { useNotifications } from './useNotifications';
import { NOTIFICATIONS_PER_PAGE } from './constants';
import { notificationMessages } from '@shared/notifications/messages';

/** Relative times ("5 minutes ago") stay true while the page is open. */
const CLOCK_TICK_MS = 30_000;

function ListSkeleton() {
  return (
    <Stack sx={{ p: 2, gap: 2 }} role="status" aria-busy="true" aria-label="Loading notifications">
      {Array.from({ length: 4 }, (_, index) => (
        <Stack key={index} direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Skeleton variant="circular" width={42} height={42} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="25%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function EmptyNotifications() {
  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 1.5, py: 7, px: 2, textAlign: 'center' }}>
      <NotificationsOffRoundedIcon sx={{ fontSize: 44, color: 'text.secondary' }} />
      <Typography sx={{ fontWeight: 700 }}>{notificationMessages.noNotifications}</Typography>
    </Stack>
  );
}

/** /notifications: the latest notifications, newest first, 10 per page. Opening it marks them all read. */
export function NotificationsPage() {
  const { user, userDoc } = useCurrentUser();
  const uid = user!.uid;
  const { status, notifications } = useNotifications(uid);
  const now = useNow(CLOCK_TICK_MS);
  const [page, setPage] = useState(1);
  // What was unread when the page opened stays highlighted during this visit (captured once the account loads).
  const [readBefore, setReadBefore] = useState<number | null>(null);
  if (readBefore === null && userDoc) setReadBefore(userDoc.lastNotificationRead?.toMillis() ?? 0);

  const loaded = status === 'success';
  const newestId = notifications[0]?.id;
  const ready = loaded && readBefore !== null;
  // Mark read on opening, and again when a notification arrives while the page is open.
  useMarkNotificationsRead(uid, ready, newestId);
  const remove = useDeleteNotification();

  const items = useMemo(
    () =>
      notifications.flatMap((notification) => {
        const content = notificationContent(notification.type, notification.variables);
        return content ? [{ notification, content }] : [];
      }),
    [notifications],
  );
  const pages = Math.max(1, Math.ceil(items.length / NOTIFICATIONS_PER_PAGE));
  const current = Math.min(page, pages);
  const first = (current - 1) * NOTIFICATIONS_PER_PAGE;
  const shown = items.slice(first, first + NOTIFICATIONS_PER_PAGE);

  return (
    <Page title="Notifications" subtitle="Deposits, withdrawals, bets and challenges, newest first." maxWidth="md">
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        {status === 'loading' && <ListSkeleton />}
        {status === 'error' && (
          <Alert severity="error" sx={{ m: 2 }}>
            Your notifications could not be loaded. Please reload the page.
          </Alert>
        )}
        {loaded && items.length === 0 && <EmptyNotifications />}
        {loaded && items.length > 0 && (
          <List aria-label="Notifications" disablePadding>
            {shown.map(({ notification, content }) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                content={content}
                now={now}
                unread={readBefore !== null && (notification.timestamp?.toMillis() ?? 0) > readBefore}
                onDelete={remove}
              />
            ))}
          </List>
        )}
      </Paper>
      {loaded && items.length > NOTIFICATIONS_PER_PAGE && (
        <Stack sx={{ alignItems: 'center', gap: 1, mt: 2.5 }}>
          <Pagination
            count={pages}
            page={current}
            onChange={(_, value: number) => setPage(value)}
            showFirstButton
            showLastButton
            siblingCount={0}
            color="primary"
            aria-label="Notification pages"
          />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {first + 1}–{first + shown.length} of {items.length}
          </Typography>
        </Stack>
      )}
    </Page>
  );
}
