import { Button, Link, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@shared/core/money';
import { ADMIN_EVENTS_PER_PAGE, EVENT_STATUS_LABELS } from '@shared/events/constants';
import type { EventDoc } from '@shared/events/types';
import { ACTION_LABELS, enabledActions, type EventAction } from './eventActions';
import { eventHref } from './routePaths';

const BASIS_LABELS = { none: 'None', goal: 'Goal', time: 'Time' } as const;

/** A host's event whose results are in, waiting for an admin to choose the winners. */
const awaitingWinners = (event: EventDoc) => event.status === 'pending' && event.winners.length === 0;

function columns(onAction: (action: EventAction, event: EventDoc) => void, host: boolean): GridColDef<EventDoc>[] {
  return [
    {
      field: 'title',
      headerName: 'Title',
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={eventHref(row.id)}>
          {row.title}
        </Link>
      ),
    },
    { field: 'type', headerName: 'Type', minWidth: 80, valueGetter: (_value, event) => (event.type === 'kills' ? 'Kills' : 'Rank') + (event.manual ? ' · manual' : '') },
    { field: 'baseType', headerName: 'Basis', minWidth: 80, valueGetter: (_value, event) => BASIS_LABELS[event.baseType] },
    { field: 'pricePerPlayer', headerName: 'Price', minWidth: 90, valueFormatter: (value: number) => formatCents(value) },
    { field: 'entrants', headerName: 'Entrants', minWidth: 90, valueGetter: (_value, event) => event.users.length },
    { field: 'totalAmount', headerName: 'Pot', minWidth: 100, valueFormatter: (value: number) => formatCents(value) },
    { field: 'status', headerName: 'Status', minWidth: 130, valueGetter: (_value, event) => EVENT_STATUS_LABELS[event.status] },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 420,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" role="group" aria-label={`${row.title} actions`} sx={{ gap: 0.5, alignItems: 'center', height: '100%' }}>
          {host && awaitingWinners(row) && (
            <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
              Waiting for an admin to choose the winners
            </Typography>
          )}
          {enabledActions(row)
            .filter((action) => !host || action !== 'selectWinner')
            .map((action) => (
              <Button key={action} size="small" color={action === 'delete' || action === 'cancel' ? 'error' : 'primary'} onClick={() => onAction(action, row)}>
                {ACTION_LABELS[action]}
              </Button>
            ))}
        </Stack>
      ),
    },
  ];
}

/** The events list of /admin/events and /my-events (loaded on demand): 10 events a page, the actions each status enables; a host never selects winners. */
export default function EventsGrid({ events, onAction, host }: { events: EventDoc[] | undefined; onAction: (action: EventAction, event: EventDoc) => void; host: boolean }) {
  return (
    <DataGrid
      aria-label="Events"
      rows={events ?? []}
      columns={columns(onAction, host)}
      loading={!events}
      initialState={{ pagination: { paginationModel: { pageSize: ADMIN_EVENTS_PER_PAGE } } }}
      pageSizeOptions={[ADMIN_EVENTS_PER_PAGE]}
      disableRowSelectionOnClick
      localeText={{ noRowsLabel: 'No events yet' }}
      sx={{ border: 0, minHeight: 420, '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 } }}
    />
  );
}
