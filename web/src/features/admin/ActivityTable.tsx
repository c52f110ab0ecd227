import { Alert, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ActivityType, UserActivityRow } from '@shared/admin/types';
import { errorMessage } from '../../lib/errors';
import { Money } from '../../ui/Money';
import { useUserActivities } from './useUserActivity';
import { ScrollableTable } from '../../ui/ScrollableTable';

const ACTIVITY_LABELS: Record<ActivityType, string> = {
  battleBets: 'Battle bets',
  streamBets: 'Stream bets',
  parlays: 'Kills + Win',
  challenges: 'Challenges',
  events: 'Events',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
};

const MONEY_COLUMNS = [
  ['paidAmount', 'Paid'],
  ['wonAmount', 'Won'],
  ['tipAmount', 'Tips'],
  ['donatedAmount', 'Donated'],
  ['netAmount', 'Net'],
] as const satisfies ReadonlyArray<readonly [keyof UserActivityRow, string]>;

/** The user's activity by product: stakes, money in and out and the net of each, from their ledger. */
export function ActivityTable({ userId }: { userId: string }) {
  const { rows, error, loading } = useUserActivities(userId);
  if (error) return <Alert severity="error">{errorMessage(error, 'The activity could not be loaded.')}</Alert>;
  if (loading || !rows) return <Skeleton variant="rounded" height={240} role="status" aria-busy="true" aria-label="Loading the activity" />;
  if (rows.every((row) => row.count === 0 && row.netAmount === 0 && row.paidAmount === 0)) {
    return (
      <Typography color="text.secondary" data-testid="activity-empty">
        No activity yet.
      </Typography>
    );
  }
  return (
    <ScrollableTable label="Activity by product">
      <Table size="small" aria-label="Activity by product" sx={{ '& td, & th': { px: 1, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Product
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Count
            </TableCell>
            {MONEY_COLUMNS.map(([, label]) => (
              <TableCell key={label} component="th" scope="col" align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.type} data-testid={`activity-${row.type}`}>
              <TableCell component="th" scope="row">
                {ACTIVITY_LABELS[row.type]}
              </TableCell>
              <TableCell align="right">{row.count}</TableCell>
              {MONEY_COLUMNS.map(([field]) => (
                <TableCell key={field} align="right">
                  <Money cents={row[field] as number} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
