import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { Button, Paper } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import type { EventDoc } from '@shared/events/types';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { Page } from '../../ui/Page';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CONFIRMED, type EventAction } from './eventActions';
import { EventSetupDialog, type SetupMode } from './EventSetupDialog';
import { SelectWinnerDialog } from './SelectWinnerDialog';
import { useEventAdmin } from './useEventActions';

const EventsGrid = lazy(() => import('./EventsGrid'));

type Open = { kind: 'setup'; mode: SetupMode } | { kind: 'confirm'; action: 'end' | 'cancel' | 'delete'; event: EventDoc } | { kind: 'winners'; event: EventDoc } | null;

/**
 * The events an admin runs (/admin/events) or a streamer hosts (/my-events): 10 a page, Add Event and the actions
 * each status enables. A host starts, ends, edits and copies their own events; winners are an admin's choice
 * (DECISIONS.md, Events), so a host sees the event waiting for it instead.
 */
export function EventsManager({ title, events, host = false }: { title: string; events: EventDoc[] | undefined; host?: boolean }) {
  const { move, remove, sending } = useEventAdmin();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const run = (action: EventAction, event: EventDoc) => {
    if (action === 'edit' || action === 'copy') return setOpen({ kind: 'setup', mode: { kind: action, event } });
    if (action === 'selectWinner') return setOpen({ kind: 'winners', event });
    if (action === 'start') return void move(event.id, 'active');
    setOpen({ kind: 'confirm', action, event });
  };
  const confirm = async (action: 'end' | 'cancel' | 'delete', event: EventDoc) => {
    const done = action === 'delete' ? await remove(event.id) : await move(event.id, action === 'end' ? 'pending' : 'declined');
    if (done) close();
  };

  return (
    <Page
      title={title}
      maxWidth="xl"
      actions={
        <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setOpen({ kind: 'setup', mode: { kind: 'create' } })}>
          Add Event
        </Button>
      }
    >
      <Paper>
        <Suspense fallback={<LoadingScreen label="Loading events" />}>
          <EventsGrid events={events} onAction={run} host={host} />
        </Suspense>
      </Paper>
      {open?.kind === 'setup' && <EventSetupDialog mode={open.mode} onClose={close} />}
      {open?.kind === 'winners' && <SelectWinnerDialog event={open.event} onClose={close} />}
      {open?.kind === 'confirm' && (
        <ConfirmDialog
          {...CONFIRMED[open.action]!}
          confirm={open.action === 'delete' ? 'Delete' : open.action === 'end' ? 'End event' : 'Cancel event'}
          busy={sending}
          onConfirm={() => void confirm(open.action, open.event)}
          onClose={close}
        />
      )}
    </Page>
  );
}
