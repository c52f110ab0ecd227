import GpsFixedRoundedIcon from '@mui/icons-material/GpsFixedRounded';
import { Button, Chip, Dialog, DialogContent, DialogTitle, List, ListItem, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@shared/core/money';
import { PARLAY_MULTIPLIER_LABEL } from '@shared/streamBets/constants';
import { streamBetMessages } from '@shared/streamBets/messages';
import type { ParlayDoc } from '@shared/streamBets/types';
import type { StreamDoc } from '@shared/streams/types';
import { AUTH_PATHS, useCurrentUser } from '../auth';
import { IDENTITY_PATHS } from '../identity';
import { KillsWinForm } from './KillsWinForm';
import { PanelFrame } from './PanelFrame';
import { useOwnParlays } from './useStreamBets';
import { useKillsWinOffer } from './useKillsWinOffer';

function OwnParlays({ parlays }: { parlays: ParlayDoc[] }) {
  if (!parlays.length) return null;
  return (
    <List dense disablePadding aria-label="Your Kills + Win Challenges">
      {parlays.map((parlay) => (
        <ListItem key={parlay.id} disableGutters divider sx={{ display: 'block' }} data-testid="own-parlay">
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="body2">
              {formatCents(parlay.amount)} · {parlay.kills.target}+ kills and a win
            </Typography>
            <Chip size="small" label={parlay.status} />
          </Stack>
          {parlay.match && (
            <Typography variant="caption" color="text.secondary" component="p">
              Match: {parlay.match.kills} kills, {parlay.match.won ? 'won' : 'lost'}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}

/** The Kills + Win panel: where the streamer allows it and has 100 competitive Valorant matches. */
export function KillsWinPanel({ streamId, stream }: { streamId: string; stream: StreamDoc | undefined }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { user, userDoc } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const offer = useKillsWinOffer(streamId, stream, user?.uid ?? null);
  const priced = offer.state === 'ready' ? offer : null;
  const parlays = useOwnParlays(streamId, user?.uid ?? null);

  let body;
  if (offer.state === 'unavailable') body = <Typography variant="body2" color="text.secondary">{streamBetMessages.notAvailable}</Typography>;
  else if (offer.state === 'loading') body = <Typography variant="body2" color="text.secondary">Loading…</Typography>;
  else if (!priced) body = <Typography variant="body2" color="text.secondary">{streamBetMessages.killsWinInactive}</Typography>;
  else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary">
          {priced.killsTarget}+ kills and a win in the next competitive Valorant match · {PARLAY_MULTIPLIER_LABEL}
        </Typography>
        {!user ? (
          <Button variant="outlined" component={RouterLink} to={AUTH_PATHS.login}>
            Log in to add a Kills + Win Challenge
          </Button>
        ) : userDoc && userDoc.isVerified !== true ? (
          <Button variant="outlined" component={RouterLink} to={IDENTITY_PATHS.identity}>
            Add Kills + Win Challenge
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => setOpen(true)} disabled={!userDoc}>
            Add Kills + Win Challenge
          </Button>
        )}
      </>
    );
  }

  return (
    <PanelFrame title="Kills + Win" icon={<GpsFixedRoundedIcon color="warning" />}>
      {body}
      <OwnParlays parlays={parlays} />
      {open && priced && userDoc && (
        <Dialog open onClose={() => setOpen(false)} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="kills-win-title">
          <DialogTitle id="kills-win-title">Kills + Win Challenge</DialogTitle>
          <DialogContent>
            <KillsWinForm
              streamId={streamId}
              streamer={stream?.username ?? ''}
              killsTarget={priced.killsTarget}
              username={userDoc.username ?? ''}
              availableCredits={userDoc.account.credits}
              onAdded={() => setOpen(false)}
            />
          </DialogContent>
        </Dialog>
      )}
    </PanelFrame>
  );
}
