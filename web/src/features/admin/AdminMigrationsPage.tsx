import { Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { MigrationRun } from '@shared/admin/types';
import { Page } from '../../ui/Page';
import { AdminTabs } from './AdminTabs';
import { useRunMigrations } from './useRunMigrations';

function RunResult({ run }: { run: MigrationRun }) {
  return (
    <Paper variant="outlined" component="section" aria-label={run.id} sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {run.id} <Typography component="span" color="text.secondary">v{run.version}</Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {run.description}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {run.changed === 0 ? 'Nothing to do' : `${run.changed} changed`}
        {run.done ? '' : ' — not finished, run again'}
      </Typography>
      <List dense disablePadding>
        {run.messages.map((message) => (
          <ListItem key={message} disableGutters>
            <ListItemText primary={message} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** /admin/migrations (Admin): runs the data migrations, each idempotent, and shows what each did. */
export function AdminMigrationsPage() {
  const [runs, setRuns] = useState<MigrationRun[] | null>(null);
  const write = useRunMigrations(setRuns);
  return (
    <Page title="Migrations" subtitle="Data migrations bring stored data to its current form. Each is safe to run again: a second run finds nothing to do." maxWidth="lg">
      <AdminTabs />
      <Stack sx={{ gap: 2 }}>
        <div>
          <Button variant="contained" disabled={write.sending} onClick={() => void write.send(undefined)}>
            {write.sending ? 'Running…' : 'Run migrations'}
          </Button>
        </div>
        <Stack sx={{ gap: 2 }} aria-live="polite" data-testid="migration-results">
          {runs?.map((run) => <RunResult key={run.id} run={run} />)}
        </Stack>
      </Stack>
    </Page>
  );
}
