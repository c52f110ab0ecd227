import AddCardRoundedIcon from '@mui/icons-material/AddCardRounded';
import ThumbUpRoundedIcon from '@mui/icons-material/ThumbUpRounded';
import { Button, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventMessages } from '@shared/events/messages';
import { takesVotesAndMoney } from '@shared/events/status';
import type { EventDoc } from '@shared/events/types';
import { AUTH_PATHS, useCurrentUser } from '../auth';
import { AddMoneyDialog, usePotActions, type VoteLine } from '../challenges';

/** A visitor pressing Vote or Add Money is told to log in or sign up (spec 02 section 5) and sent to sign up. */
function useSignedIn() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return (action: () => void, visitorMessage: string) => {
    if (user) return action();
    enqueueSnackbar(visitorMessage, { variant: 'info' });
    void navigate(AUTH_PATHS.signup);
  };
}

/** Vote (free, once) and Add Money on an event that has not ended; shown on the event's banner. */
export function EventActions({ event, votes }: { event: EventDoc; votes: VoteLine[] | undefined }) {
  const { user, userDoc } = useCurrentUser();
  const signedIn = useSignedIn();
  const { vote, sending } = usePotActions({ eventId: event.id });
  const [adding, setAdding] = useState(false);
  if (!takesVotesAndMoney(event.status)) return null;
  const voted = Boolean(user && votes?.some((line) => line.id === user.uid));
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2.5 }}>
      <Button
        variant="contained"
        color="inherit"
        startIcon={<ThumbUpRoundedIcon />}
        disabled={sending || voted}
        onClick={() => signedIn(() => void vote(), eventMessages.loginToVote)}
        sx={{ color: 'text.primary', bgcolor: 'background.paper' }}
      >
        {voted ? 'Voted' : 'Vote'}
      </Button>
      <Button variant="contained" color="secondary" startIcon={<AddCardRoundedIcon />} disabled={sending} onClick={() => signedIn(() => setAdding(true), eventMessages.loginToEnter)}>
        Add Money
      </Button>
      {adding && user && userDoc && (
        <Suspense fallback={null}>
          <AddMoneyDialog pot={{ ids: { eventId: event.id }, title: event.title, totalAmount: event.totalAmount }} uid={user.uid} userDoc={userDoc} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
