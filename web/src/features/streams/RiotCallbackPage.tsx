import { Button, Container, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPanel } from '../../ui/StatusPanel';
import { settingsTabPath, SETTINGS_TABS } from './routePaths';
import { useRiotConnect } from './useRiotConnect';

/** /auth/riotgames: Riot Sign-On sends the browser back here with a code for the server to exchange. */
export function RiotCallbackPage() {
  const error = useRiotConnect();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 2 }}>
        {error ? (
          <StatusPanel
            tone="error"
            title="Riot connection failed"
            actions={
              <Button variant="contained" component={RouterLink} to={settingsTabPath(SETTINGS_TABS.connectedGames)}>
                Back to Connected Games
              </Button>
            }
          >
            <Typography>{error}</Typography>
          </StatusPanel>
        ) : (
          <StatusPanel tone="loading" title="Connecting your Riot account..." />
        )}
      </Paper>
    </Container>
  );
}
