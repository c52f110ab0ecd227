import { Button, type ButtonProps } from '@mui/material';
import { formatCents } from '@shared/core/money';
import { MAX_ENTRANTS } from '@shared/events/constants';
import { eventMessages } from '@shared/events/messages';
import { mayEnter } from '@shared/events/status';
import type { EventDoc } from '@shared/events/types';
import { useCurrentUser } from '../auth';
import { useEnterEvent } from './useEventActions';
import { useSignedIn } from './useSignedIn';

/** Enter or Entered (drop out); a visitor is asked to log in or sign up. Shown on the event page and the events list. */
export function EnterEventButton({ event, size = 'large', describedBy }: { event: EventDoc; size?: ButtonProps['size']; describedBy?: string }) {
  const { user } = useCurrentUser();
  const signedIn = useSignedIn();
  const { toggle, sending } = useEnterEvent(event.id);
  const entered = user ? event.userIds.includes(user.uid) : false;
  const open = mayEnter(event.status) && (entered || event.users.length < MAX_ENTRANTS);
  return (
    <Button variant={entered ? 'outlined' : 'contained'} size={size} disabled={!open || sending} aria-describedby={describedBy} onClick={() => signedIn(() => void toggle(), eventMessages.loginToEnter)}>
      {entered ? 'Entered' : `Enter for ${formatCents(event.pricePerPlayer)}`}
    </Button>
  );
}
