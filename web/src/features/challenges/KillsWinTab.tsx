import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { streamBetMessages } from '@shared/streamBets/messages';
import type { UserDoc } from '@shared/users/types';
import { KillsWinForm, type KillsWinOffer } from '../streamBets';
import { IDENTITY_PATHS } from '../../lib/paths';

/**
 * The Kills + Win tab of 'Add Challenge': the Kills + Win form where the streamer has a kills target, the spec's
 * 100-matches message until then. Kills + Win is a wager: the viewer verifies their identity first.
 */
export function KillsWinTab({ streamId, streamer, offer, userDoc, onAdded }: { streamId: string; streamer: string; offer: KillsWinOffer; userDoc: UserDoc; onAdded: () => void }) {
  if (offer.state !== 'ready') {
    return (
      <Typography variant="body2" color="text.secondary">
        {offer.state === 'inactive' ? streamBetMessages.killsWinInactive : streamBetMessages.notAvailable}
      </Typography>
    );
  }
  if (userDoc.isVerified !== true) {
    return (
      <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          Verify your identity to add a Kills + Win Challenge.
        </Typography>
        <Button variant="outlined" component={RouterLink} to={IDENTITY_PATHS.identity}>
          Verify your identity
        </Button>
      </Stack>
    );
  }
  return (
    <KillsWinForm
      uid={userDoc.id}
      streamId={streamId}
      streamer={streamer}
      killsTarget={offer.killsTarget}
      username={userDoc.username ?? ''}
      availableCredits={userDoc.account.credits}
      onAdded={onAdded}
    />
  );
}
