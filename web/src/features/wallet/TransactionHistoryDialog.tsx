import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { DataGrid } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { plural } from '../../lib/plural';
import { useCurrentUser } from '../auth';
import { transactionColumns } from './transactionColumns';
import { TRANSACTIONS_LIMIT, useTransactions } from './useTransactions';
import { TRANSACTIONS_DEFAULT_MONTHS, TRANSACTIONS_EARLIEST_MONTHS, TRANSACTIONS_PER_PAGE } from './constants';
import { walletMessages } from '@shared/wallet/messages';

const INPUT_DATE = 'YYYY-MM-DD';

interface TransactionsTableProps {
  uid: string;
  startMs: number;
  endMs: number;
  compact: boolean;
}

function TransactionsTable({ uid, startMs, endMs, compact }: TransactionsTableProps) {
  const { status, transactions } = useTransactions(uid, startMs, endMs);
  const columns = useMemo(() => transactionColumns(compact), [compact]);
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (status === 'error') enqueueSnackbar(walletMessages.transactionsError, { variant: 'error' });
  }, [status, enqueueSnackbar]);
  if (status === 'error') {
    return (
      <Alert severity="error" role="alert">
        {walletMessages.transactionsError}
      </Alert>
    );
  }
  const loaded = status === 'success';
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="transactions-count">
        {loaded
          ? `${plural(transactions.length, 'transaction')}${transactions.length >= TRANSACTIONS_LIMIT ? ' (the latest shown)' : ''}`
          : 'Loading transactions…'}
      </Typography>
      <DataGrid
        aria-label="Transactions"
        rows={transactions}
        columns={columns}
        getRowHeight={compact ? () => 'auto' : undefined}
        loading={!loaded}
        autoHeight
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: TRANSACTIONS_PER_PAGE } } }}
        pageSizeOptions={[TRANSACTIONS_PER_PAGE]}
        disableRowSelectionOnClick
        disableColumnMenu
        localeText={{ noRowsLabel: walletMessages.noTransactions }}
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        sx={{
          border: 0,
          '--DataGrid-containerBackground': 'transparent',
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
          '& .MuiDataGrid-cell': { fontVariantNumeric: 'tabular-nums', ...(compact && { py: 0.75, lineHeight: 1.35, whiteSpace: 'normal' }) },
          '& .money-credit': { color: 'success.main' },
          '& .money-zero': { color: 'text.secondary' },
          '& .MuiDataGrid-overlay': { bgcolor: 'transparent' },
          minHeight: 200,
        }}
      />
    </Stack>
  );
}

interface TransactionHistoryDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The user's ledger between two dates, newest first, 8 per page: from 12 months back at first, and at most 18
 * months back (spec 02's "units" read as months).
 */
export default function TransactionHistoryDialog({ open, onClose }: TransactionHistoryDialogProps) {
  const { user } = useCurrentUser();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [earliest] = useState(() => dayjs().subtract(TRANSACTIONS_EARLIEST_MONTHS, 'month').format(INPUT_DATE));
  const [start, setStart] = useState(() => dayjs().subtract(TRANSACTIONS_DEFAULT_MONTHS, 'month').format(INPUT_DATE));
  const [end, setEnd] = useState(() => dayjs().format(INPUT_DATE));

  const startDay = dayjs(start);
  const endDay = dayjs(end);
  const startError =
    start === '' || !startDay.isValid()
      ? 'Choose a start date'
      : start < earliest
        ? `The start date can be at most ${TRANSACTIONS_EARLIEST_MONTHS} months back`
        : undefined;
  const endError =
    end === '' || !endDay.isValid()
      ? 'Choose an end date'
      : !startError && endDay.isBefore(startDay)
        ? 'The end date must not be before the start date'
        : undefined;
  const startMs = startDay.startOf('day').valueOf();
  const endMs = endDay.endOf('day').valueOf();

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="transaction-history-title">
      <DialogTitle id="transaction-history-title" sx={{ pr: 7 }}>
        Transaction History
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box
          role="group"
          aria-label="Date range"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '200px 200px' }, pt: 1, mb: 2 }}
        >
          <TextField
            label="Start date"
            type="date"
            value={start}
            onChange={(event) => setStart(event.target.value)}
            error={Boolean(startError)}
            helperText={startError}
            size="small"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest, max: end || undefined } }}
          />
          <TextField
            label="End date"
            type="date"
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            error={Boolean(endError)}
            helperText={endError}
            size="small"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start || undefined } }}
          />
        </Box>
        {user && !startError && !endError && (
          <TransactionsTable key={`${startMs}-${endMs}`} uid={user.uid} startMs={startMs} endMs={endMs} compact={fullScreen} />
        )}
      </DialogContent>
    </Dialog>
  );
}
