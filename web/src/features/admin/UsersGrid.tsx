import { DataGrid } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { UsersToolbar } from './UsersToolbar';
import { userColumns } from './userColumns';
import type { UserDoc } from '@shared/users/types';

const PAGE_SIZES = [10, 25, 100];

interface UsersGridProps {
  users: UserDoc[];
  loading: boolean;
  onEditRoles: (user: UserDoc) => void;
}

/** The users table. Loaded on demand: the data grid is a large part of the bundle and only Super Admins see it. */
export default function UsersGrid({ users, loading, onEditRoles }: UsersGridProps) {
  const columns = useMemo(() => userColumns(onEditRoles), [onEditRoles]);
  return (
    <DataGrid
      aria-label="Users"
      rows={users}
      columns={columns}
      loading={loading}
      showToolbar
      slots={{ toolbar: UsersToolbar }}
      slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
      initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES[0] } } }}
      pageSizeOptions={PAGE_SIZES}
      disableRowSelectionOnClick
      localeText={{ noRowsLabel: 'No users yet' }}
      sx={{
        border: 0,
        minHeight: 420,
        '& .users-grid-username': { fontWeight: 700 },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
      }}
    />
  );
}
