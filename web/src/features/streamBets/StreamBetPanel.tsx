import CasinoRoundedIcon from '@mui/icons-material/CasinoRounded';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { hasAnyRole } from '@shared/core/roles';
import { DEALER_DESCRIPTIONS, GAMES } from '@shared/games/catalogue';
import { streamBetMessages } from '@shared/streamBets/messages';
import type { StreamOddsView } from '@shared/streamBets/types';
import type { StreamDoc } from '@shared/streams/types';
import { PanelFrame } from '../../ui/PanelFrame';
import { useCurrentUser } from '../auth';
import { useFeatureFlags } from '../remoteConfig';
import { streamBetAction } from './betAvailability';
import { AdminOpenBets } from './AdminOpenBets';
import { BetList } from './BetList';
import { BroadcastDelayNotice } from './BroadcastDelayNotice';
import { DealerBets } from './DealerBets';
import { SetOddsDialog } from './SetOddsDialog';
import { StreamBetDialog } from './StreamBetDialog';
import { useStreamBets } from './useStreamBets';
import { useStreamOdds } from './useStreamOdds';
import { AUTH_PATHS, IDENTITY_PATHS } from '../../lib/paths';

/** The streamer page's Bet panel: the Bet button (when betting is open to this user), the dialog and the bets. */
export function StreamBetPanel({ streamId, stream }: { streamId: string; stream: StreamDoc | undefined }) {
  const current = useCurrentUser();
  const { flags } = useFeatureFlags();
  const [open, setOpen] = useState(false);
  const [askLogin, setAskLogin] = useState(false);
  const [settingOdds, setSettingOdds] = useState(false);
  const isAdmin = hasAnyRole(current.claims, ['admin']);
  const odds = useStreamOdds(streamId, stream, Boolean(stream?.online || isAdmin), !open);
  const games = (odds.data?.games ?? []).flatMap((entry) => (entry.available ? [entry.odds] : [])) as StreamOddsView[];
  const first = games[0];
  const bets = useStreamBets(streamId, current.user?.uid ?? null);
  const action = streamBetAction(stream, games.length > 0, current, flags.betting);

  return (
    <PanelFrame title="Bet" icon={<CasinoRoundedIcon color="primary" />}>
      {action.kind === 'unavailable' && (
        <Typography variant="body2" color="text.secondary">
          {streamBetMessages.notAvailable}
        </Typography>
      )}
      {action.kind === 'own' && (
        <Typography variant="body2" color="text.secondary">
          {streamBetMessages.ownStream}
        </Typography>
      )}
      {(action.kind === 'bet' || action.kind === 'login' || action.kind === 'identity') && (
        <>
          <Typography variant="body2" color="text.secondary">
            {first?.source === 'admin'
              ? `Bet on ${stream?.username}'s next ${GAMES[first.gameType].name} match. Kills target ${first.killsTarget}. ${DEALER_DESCRIPTIONS.live}.`
              : `Bet on ${stream?.username}'s next competitive match. Kills target ${first?.killsTarget}, priced from their last ${first?.matches} matches.`}
          </Typography>
          {action.kind === 'identity' ? (
            <Button variant="contained" component={RouterLink} to={IDENTITY_PATHS.identity}>
              Bet
            </Button>
          ) : (
            <Button variant="contained" onClick={() => (action.kind === 'bet' ? setOpen(true) : setAskLogin(true))}>
              Bet
            </Button>
          )}
          {askLogin && (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to={AUTH_PATHS.login} color="inherit" size="small">
                  Log in
                </Button>
              }
            >
              {streamBetMessages.loginRequired}
            </Alert>
          )}
          <BroadcastDelayNotice />
        </>
      )}
      {isAdmin && stream && (
        <Stack direction="row">
          <Button variant="outlined" size="small" onClick={() => setSettingOdds(true)}>
            Set odds
          </Button>
        </Stack>
      )}
      {isAdmin && <DealerBets streamId={streamId} />}
      {isAdmin && <AdminOpenBets streamId={streamId} />}
      <BetList {...bets} admin={isAdmin} />
      {settingOdds && (
        <SetOddsDialog
          streamId={streamId}
          streamer={stream?.username ?? ''}
          current={games.filter((entry) => entry.source === 'admin')}
          onClose={() => setSettingOdds(false)}
        />
      )}
      {open && current.userDoc && games.length > 0 && (
        <StreamBetDialog streamId={streamId} streamer={stream?.username ?? ''} games={games} userDoc={current.userDoc} onClose={() => setOpen(false)} />
      )}
    </PanelFrame>
  );
}
