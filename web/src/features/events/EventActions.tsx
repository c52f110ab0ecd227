import ThumbUpRoundedIcon from '@mui/icons-material/ThumbUpRounded';
import { Button, Stack } from '@mui/material';
import { eventMessages } from '@shared/events/messages';
import { takesVotesAndMoney } from '@shared/events/status';
import type { EventDoc } from '@shared/events/types';
import { useCurrentUser } from '../auth';
import { usePotActions, type VoteLine } from '../challenges';
import { AddMoneyButton } from './AddMoneyButton';
import { useSignedIn } from './useSignedIn';

/** Vote (free, once) and Add Money on an event that has not ended; shown on the event's banner. */
export function EventActions({ event, votes }: { event: EventDoc; votes: VoteLine[] | undefined }) {
  const { user } = useCurrentUser();
  const signedIn = useSignedIn();
  const { vote, sending } = usePotActions({ eventId: event.id });
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
      <AddMoneyButton event={event} disabled={sending} />
    </Stack>
  );
}
