import AddCardRoundedIcon from '@mui/icons-material/AddCardRounded';
import { Button, type ButtonProps } from '@mui/material';
import { Suspense, useState } from 'react';
import { eventMessages } from '@shared/events/messages';
import type { EventDoc } from '@shared/events/types';
import { useCurrentUser } from '../auth';
import { AddMoneyDialog } from '../challenges';
import { useSignedIn } from './useSignedIn';

/** Add Money (a double-down into the event's pot) with its dialog; on the event's banner and in the events list. */
export function AddMoneyButton({ event, disabled, size, describedBy }: { event: EventDoc; disabled?: boolean; size?: ButtonProps['size']; describedBy?: string }) {
  const { user, userDoc } = useCurrentUser();
  const signedIn = useSignedIn();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        size={size}
        startIcon={<AddCardRoundedIcon />}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => signedIn(() => setAdding(true), eventMessages.loginToEnter)}
      >
        Add Money
      </Button>
      {adding && user && userDoc && (
        <Suspense fallback={null}>
          <AddMoneyDialog pot={{ ids: { eventId: event.id }, title: event.title, totalAmount: event.totalAmount }} uid={user.uid} userDoc={userDoc} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
