import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import type { SupportUserSummary } from '@shared/support/types';
import { USER_COLUMNS } from './userColumns';

const PAGE_SIZES = [10, 25, 100];

interface UsersGridProps {
  rows: SupportUserSummary[];
  loading: boolean;
  /** What the grid says when it has no rows. */
  emptyText: string;
  selectedId: string | null;
  onSelect: (userId: string) => void;
}

/** The desk's users table; a click selects a user. Loaded on demand: the data grid is a large part of the bundle. */
export default function UsersGrid({ rows, loading, emptyText, selectedId, onSelect }: UsersGridProps) {
  const selection: GridRowSelectionModel = { type: 'include', ids: new Set(selectedId ? [selectedId] : []) };
  return (
    <DataGrid
      aria-label="Users"
      rows={rows}
      columns={USER_COLUMNS}
      loading={loading}
      rowSelectionModel={selection}
      onRowSelectionModelChange={(model) => {
        const [id] = [...model.ids];
        if (id !== undefined) onSelect(String(id));
      }}
      disableMultipleRowSelection
      slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
      initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES[0] } } }}
      pageSizeOptions={PAGE_SIZES}
      localeText={{ noRowsLabel: emptyText }}
      sx={{
        border: 0,
        minHeight: 420,
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .users-grid-username': { fontWeight: 700 },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
      }}
    />
  );
}
