import GpsFixedRoundedIcon from '@mui/icons-material/GpsFixedRounded';
import { Button, Chip, Dialog, DialogContent, DialogTitle, List, ListItem, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@shared/core/money';
import { hasAnyRole } from '@shared/core/roles';
import { PARLAY_MULTIPLIER_LABEL } from '@shared/streamBets/constants';
import { streamBetMessages } from '@shared/streamBets/messages';
import type { ParlayDoc } from '@shared/streamBets/types';
import type { StreamDoc } from '@shared/streams/types';
import { DateTime } from '../../ui/DateTime';
import { PanelFrame } from '../../ui/PanelFrame';
import { useCurrentUser } from '../auth';
import { CorrectSettlement } from './CorrectSettlement';
import { KillsWinForm } from './KillsWinForm';
import { useKillsWinOffer } from './useKillsWinOffer';
import { useOwnParlays, useSettledParlays } from './useStreamBets';
import { AUTH_PATHS, IDENTITY_PATHS } from '../../lib/paths';

const PARLAY_STATUS_COLOR = { active: 'info', completed: 'success', failed: 'default', refunded: 'warning' } as const;

function ParlayList({ parlays, label, admin }: { parlays: ParlayDoc[]; label: string; admin: boolean }) {
  if (!parlays.length) return null;
  return (
    <List dense disablePadding aria-label={label}>
      {parlays.map((parlay) => (
        <ListItem key={parlay.id} disableGutters divider sx={{ display: 'block' }} data-testid={admin ? 'settled-parlay' : 'own-parlay'}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="body2">
              {formatCents(parlay.amount)} · {parlay.kills.target}+ kills and a win
            </Typography>
            <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
              {admin && parlay.status !== 'active' && <CorrectSettlement streamId={parlay.streamId} id={parlay.id} current={{ kind: 'parlay', status: parlay.status }} />}
              <Chip size="small" label={parlay.status} color={PARLAY_STATUS_COLOR[parlay.status]} />
            </Stack>
          </Stack>
          {parlay.match && (
            <Typography variant="caption" color="text.secondary" component="p">
              Decided by the match of <DateTime ms={parlay.match.startedAt} />: {parlay.match.kills} kills, {parlay.match.deaths} deaths, {parlay.match.won ? 'won' : 'lost'}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}

/** Every settled Kills + Win on the stream, for an admin to correct. */
function SettledParlays({ streamId }: { streamId: string }) {
  return <ParlayList parlays={useSettledParlays(streamId)} label="Settled Kills + Win Challenges" admin />;
}

/** The Kills + Win panel: where the streamer allows it and has 100 competitive Valorant matches. */
export function KillsWinPanel({ streamId, stream }: { streamId: string; stream: StreamDoc | undefined }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { user, userDoc, claims } = useCurrentUser();
  const admin = hasAnyRole(claims, ['admin']);
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
      <ParlayList parlays={parlays} label="Your Kills + Win Challenges" admin={false} />
      {admin && <SettledParlays streamId={streamId} />}
      {open && priced && userDoc && (
        <Dialog open onClose={() => setOpen(false)} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="kills-win-title">
          <DialogTitle id="kills-win-title">Kills + Win Challenge</DialogTitle>
          <DialogContent>
            <KillsWinForm
              uid={user?.uid ?? userDoc.id}
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
