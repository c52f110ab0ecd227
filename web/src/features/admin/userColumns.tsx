import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import { Box, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCents } from '@shared/core/money';
import type { SupportUserSummary } from '@shared/support/types';

const muted = (text: string) => (
  <Typography variant="body2" color="text.secondary" component="span">
    {text}
  </Typography>
);

const centred = { display: 'flex', alignItems: 'center', gap: 0.75, height: '100%' } as const;

/** The desk grid's columns: who the user is and what matters to support at a glance. */
export const USER_COLUMNS: GridColDef<SupportUserSummary>[] = [
  { field: 'username', headerName: 'Username', flex: 1, minWidth: 150, cellClassName: 'users-grid-username' },
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 200 },
  {
    field: 'isVerified',
    headerName: 'Identity',
    type: 'boolean',
    width: 110,
    renderCell: ({ value }) =>
      value ? (
        <Box sx={centred}>
          <VerifiedRoundedIcon color="secondary" fontSize="small" aria-hidden />
          <span>Verified</span>
        </Box>
      ) : (
        muted('No')
      ),
  },
  {
    field: 'betting',
    headerName: 'Betting',
    type: 'boolean',
    width: 100,
    renderCell: ({ value }) => (value ? <span>Eligible</span> : muted('No')),
  },
  {
    field: 'exclusion',
    headerName: 'Exclusion',
    width: 105,
    renderCell: ({ value }) =>
      value === 'Yes' ? (
        <Box sx={[centred, { color: 'warning.main', fontWeight: 700 }]}>
          <BlockRoundedIcon fontSize="small" aria-hidden />
          <span>Yes</span>
        </Box>
      ) : (
        muted('No')
      ),
  },
  {
    field: 'balance',
    headerName: 'Cash',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => formatCents(value),
  },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 90 },
];
