import { Alert, Button, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatCents } from '@shared/core/money';
import type { MonthlyHistoryRow } from '@shared/wallet/history';
import { errorMessage } from '../../lib/errors';
import { useHistory } from './useHistory';
import { ScrollableTable } from '../../ui/ScrollableTable';

const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const labelOf = (month: string) => monthLabel.format(new Date(`${month}-01T00:00:00Z`));

function MonthRow({ row }: { row: MonthlyHistoryRow }) {
  return (
    <TableRow data-testid={`month-${row.month}`}>
      <TableCell component="th" scope="row">
        {labelOf(row.month)}
      </TableCell>
      <TableCell align="right">{formatCents(row.deposits.total)}</TableCell>
      <TableCell align="right">{formatCents(row.wagers.total)}</TableCell>
      <TableCell align="right">{formatCents(row.winnings.total)}</TableCell>
      <TableCell align="right">{formatCents(row.net)}</TableCell>
    </TableRow>
  );
}

/**
 * A user's last 12 months, newest first: deposits, wagers (cash and Bonus Credits at cash value), winnings, and
 * winnings less wagers. The signed-in user's own, or `userId`'s for the support desk.
 */
export function MonthlyHistoryTable({ userId }: { userId?: string }) {
  const { data, error, loading, retry } = useHistory('getMonthlyHistory', userId);
  if (error !== undefined) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>Try again</Button>}>
        {errorMessage(error, 'The monthly history could not be loaded.')}
      </Alert>
    );
  }
  if (loading || !data) return <Skeleton variant="rounded" height={240} role="status" aria-label="Loading the monthly history" />;
  return (
    <ScrollableTable label="Money by month">
      <Table size="small" aria-label="Money by month" sx={{ '& td, & th': { px: 1, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Month</TableCell>
            <TableCell component="th" scope="col" align="right">Deposits</TableCell>
            <TableCell component="th" scope="col" align="right">Wagered</TableCell>
            <TableCell component="th" scope="col" align="right">Winnings</TableCell>
            <TableCell component="th" scope="col" align="right">Net</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.history.map((row) => (
            <MonthRow key={row.month} row={row} />
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
