import { Stack } from '@mui/material';
import { NotificationBell } from '../notifications';
import { AccountStrip } from './AccountStrip';

/** A signed-in user's balances and notifications in the header. */
export default function MemberActions() {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0.25, sm: 1 }, minWidth: 0 }}>
      <AccountStrip />
      <NotificationBell />
    </Stack>
  );
}
