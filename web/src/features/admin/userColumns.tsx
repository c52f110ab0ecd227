import ManageAccountsRoundedIcon from '@mui/icons-material/ManageAccountsRounded';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import { Box, Chip, Typography, type ChipProps } from '@mui/material';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import type { AssignableRole } from '@shared/core/roles';
import { ROLE_LABELS, rolesOf } from './roleLabels';
import { formatCents } from '@shared/core/money';
import type { UserDoc } from '@shared/users/types';

const DATE_FORMAT = 'MMM D, YYYY hh:mm A';

const ROLE_CHIP_PROPS: Record<AssignableRole, ChipProps> = {
  superAdmin: { color: 'primary', variant: 'filled' },
  admin: { variant: 'outlined', sx: { color: 'primary.light', borderColor: 'primary.light' } },
  organizer: { color: 'secondary', variant: 'outlined' },
  streamer: { color: 'secondary', variant: 'outlined' },
};

/** The users grid's columns; `onEditRoles` opens the roles dialog for a row. */
export function userColumns(onEditRoles: (user: UserDoc) => void): GridColDef<UserDoc>[] {
  return [
    {
      field: 'username',
      headerName: 'Username',
      flex: 1,
      minWidth: 150,
      cellClassName: 'users-grid-username',
    },
    { field: 'email', headerName: 'Email', flex: 1.3, minWidth: 200 },
    {
      field: 'roles',
      headerName: 'Roles',
      flex: 1.2,
      minWidth: 180,
      sortable: false,
      // A string, so the quick filter and the column filter match on role names.
      valueGetter: (_value, row) => ['User', ...rolesOf(row).map((role) => ROLE_LABELS[role])].join(', '),
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%', flexWrap: 'nowrap', overflow: 'hidden' }}>
          {rolesOf(row).length === 0 && <Chip size="small" label="User" variant="outlined" />}
          {rolesOf(row).map((role) => (
            <Chip key={role} size="small" label={ROLE_LABELS[role]} {...ROLE_CHIP_PROPS[role]} />
          ))}
        </Box>
      ),
    },
    {
      field: 'isVerified',
      headerName: 'Verified',
      type: 'boolean',
      width: 100,
      renderCell: ({ value }) =>
        value ? (
          <VerifiedRoundedIcon color="secondary" titleAccess="Identity verified" sx={{ verticalAlign: 'middle' }} />
        ) : (
          <Typography variant="body2" color="text.secondary" component="span">
            No
          </Typography>
        ),
    },
    {
      field: 'balance',
      headerName: 'Cash balance',
      type: 'number',
      width: 130,
      valueGetter: (_value, row) => row.account?.balance ?? 0,
      valueFormatter: (value: number) => formatCents(value),
    },
    {
      field: 'credits',
      headerName: 'Credits',
      type: 'number',
      width: 90,
      valueGetter: (_value, row) => row.account?.credits ?? 0,
    },
    {
      field: 'timestamp',
      headerName: 'Created',
      type: 'dateTime',
      width: 190,
      valueGetter: (_value, row) => row.timestamp?.toDate() ?? null,
      valueFormatter: (value: Date | null) => (value ? dayjs(value).format(DATE_FORMAT) : ''),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 90,
      renderCell: (params) => (
        <GridActionsCell {...params}>
          <GridActionsCellItem
            icon={<ManageAccountsRoundedIcon />}
            label="Edit roles"
            onClick={() => onEditRoles(params.row)}
          />
        </GridActionsCell>
      ),
    },
  ];
}
