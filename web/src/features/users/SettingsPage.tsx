import { Box, Paper, Skeleton, Tab, Tabs } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../ui/Page';
import { ConnectedGamesTab, SETTINGS_TABS, StreamSetupTab, StreamSetupTour } from '../streams';
import { AccountTab } from './AccountTab';

interface SettingsTab {
  /** The ?tab= value that opens it. */
  id: string;
  label: string;
  Panel: ComponentType;
}

const ACCOUNT_TAB: SettingsTab = { id: 'account', label: 'Account Details', Panel: AccountTab };

/** In display order. Unknown or missing ?tab= values open the Account Details tab. */
const TABS: readonly SettingsTab[] = [
  ACCOUNT_TAB,
  { id: SETTINGS_TABS.streamSetup, label: 'Stream Setup', Panel: StreamSetupTab },
  { id: SETTINGS_TABS.connectedGames, label: 'Connected Games', Panel: ConnectedGamesTab },
];

const tabId = (id: string) => `settings-tab-${id}`;
const panelId = (id: string) => `settings-panel-${id}`;

export function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = TABS.find((tab) => tab.id === searchParams.get('tab')) ?? ACCOUNT_TAB;
  const { Panel } = current;

  const select = (id: string) => {
    setSearchParams(
      (params) => {
        params.set('tab', id);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Page title="Settings" subtitle="Your public profile, your stream and your connected games." maxWidth="md">
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <Tabs
          value={current.id}
          onChange={(_, id: string) => select(id)}
          aria-label="Settings sections"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((tab) => (
            <Tab key={tab.id} value={tab.id} label={tab.label} id={tabId(tab.id)} aria-controls={panelId(tab.id)} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} sx={{ p: { xs: 2, sm: 4 } }}>
          <Suspense fallback={<Skeleton variant="rounded" height={240} role="status" aria-busy="true" aria-label="Loading" />}>
            <Panel />
          </Suspense>
        </Box>
      </Paper>
      <Suspense fallback={null}>
        <StreamSetupTour />
      </Suspense>
    </Page>
  );
}
