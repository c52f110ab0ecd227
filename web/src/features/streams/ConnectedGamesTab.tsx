import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import SportsEsportsRoundedIcon from '@mui/icons-material/SportsEsportsRounded';
import { Alert, Box, Button, Chip, CircularProgress, Divider, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { disconnectRiot } from './disconnectRiot';
import { errorMessage } from '../../lib/errors';
import { useCurrentUser } from '../auth';
import { settingsTabPath, SETTINGS_TABS } from './routePaths';
import { startRiotConnect } from './riotSignOn';
import { SettingsSection } from '../../ui/SettingsSection';
import { TabSkeleton } from './StreamSetupTab';
import { useMatchStats } from './useMatchStats';
import { useStream } from '../../lib/useStream';
import { useStreamSwitches, type SwitchPath } from './useStreamSwitches';
import { MIN_MATCHES_FOR_KILLS_WIN } from '@shared/streams/constants';
import { streamMessages } from '@shared/streams/messages';
import type { StreamDoc } from '@shared/streams/types';

function SettingSwitch({ label, hint, checked, disabled, onChange }: { label: string; hint?: string; checked: boolean; disabled?: boolean; onChange?: (value: boolean) => void }) {
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={checked} disabled={disabled} onChange={(_, value) => onChange?.(value)} />}
        label={label}
      />
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ ml: 6, mt: -0.5 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

function RiotConnection({ stream }: { stream: StreamDoc }) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const disconnect = async () => {
    setBusy(true);
    try {
      await disconnectRiot();
      enqueueSnackbar(streamMessages.disconnected, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (!stream.riot) {
    return (
      <Button variant="contained" onClick={startRiotConnect} startIcon={<SportsEsportsRoundedIcon />}>
        Connect
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      color="error"
      disabled={busy}
      onClick={() => void disconnect()}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <LinkOffRoundedIcon />}
    >
      Disconnect
    </Button>
  );
}

function ValorantSection({ stream, toggle }: { stream: StreamDoc; toggle: (path: SwitchPath, value: boolean) => void }) {
  const stats = useMatchStats(stream.id, stream.riot?.puuid ?? null);
  const matches = stats.data?.competitiveMatches ?? stream.riot?.competitiveMatches ?? null;
  const killsWinReady = matches !== null && matches >= MIN_MATCHES_FOR_KILLS_WIN;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }} aria-label="Valorant" component="section">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h6" component="h3">
            Valorant
          </Typography>
          {stream.riot ? (
            <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip color="success" size="small" label={`${stream.riot.gameName}#${stream.riot.tagLine}`} data-testid="riot-id" />
              <Typography variant="body2" color="text.secondary" data-testid="competitive-matches">
                {matches === null ? 'Counting competitive matches…' : `${matches} competitive matches`}
              </Typography>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Connect your Riot account to offer bets and Kills + Win on your games.
            </Typography>
          )}
        </Box>
        <RiotConnection stream={stream} />
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Stack sx={{ gap: 1 }}>
        <SettingSwitch
          label="Chat Bot"
          checked={stream.chatBot?.valorant?.enabled ?? false}
          disabled={!stream.riot}
          onChange={(value) => toggle('chatBot.valorant.enabled', value)}
        />
        <SettingSwitch
          label="Kills + Win"
          hint={stream.riot && !killsWinReady ? streamMessages.killsWinNeedsMatches : undefined}
          checked={stream.challenges?.parlay?.enabled ?? false}
          disabled={!stream.riot || !killsWinReady}
          onChange={(value) => toggle('challenges.parlay.enabled', value)}
        />
        <SettingSwitch
          label="Bet"
          checked={stream.bets?.games?.valorant?.enabled ?? false}
          disabled
          hint={stream.bets?.games?.valorant?.enabled ? streamMessages.betOpen : streamMessages.betOpensByItself}
        />
      </Stack>
    </Paper>
  );
}

function ConnectedGames({ stream }: { stream: StreamDoc }) {
  const save = useStreamSwitches(stream.id);
  const toggle = (path: SwitchPath, value: boolean) => void save(path, value);
  return (
    <Stack sx={{ gap: { xs: 3, md: 4 } }}>
      <SettingsSection title="Chat Bot" description="Posts your bets and challenges in your stream's chat.">
        <SettingSwitch label="Chat Bot" checked={stream.chatBotEnabled} onChange={(value) => toggle('chatBotEnabled', value)} />
      </SettingsSection>
      <Divider />
      <SettingsSection id="stream-challenges" title="Challenges" description="Let viewers send you paid custom challenges.">
        <SettingSwitch label="Challenges" checked={stream.customChallengeEnabled} onChange={(value) => toggle('customChallengeEnabled', value)} />
      </SettingsSection>
      <Divider />
      <SettingsSection title="Games" description="Connect your game account so viewers can bet on your matches.">
        <ValorantSection stream={stream} toggle={toggle} />
      </SettingsSection>
    </Stack>
  );
}

function ConnectedGamesLoaded({ uid }: { uid: string }) {
  const { loaded, stream } = useStream(uid);
  if (!loaded) return <TabSkeleton label="Loading connected games" />;
  if (!stream) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={settingsTabPath(SETTINGS_TABS.streamSetup)} color="inherit" size="small">
            Stream Setup
          </Button>
        }
      >
        {streamMessages.setupYourStream}
      </Alert>
    );
  }
  return <ConnectedGames stream={stream} />;
}

/** Settings, Connected Games: the chat bot and challenge switches and the Riot account for Valorant. */
export default function ConnectedGamesTab() {
  const { user } = useCurrentUser();
  if (!user) return <TabSkeleton label="Loading connected games" />;
  return <ConnectedGamesLoaded uid={user.uid} />;
}
