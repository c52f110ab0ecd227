import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatDateTime } from '@shared/core/dates';
import { formatCents } from '@shared/core/money';
import { LIMIT_KEYS } from '@shared/preferences/limitMaxima';
import { LIMIT_NAMES } from '@shared/preferences/schemas';
import type { SupportUserView } from '@shared/support/types';
import { ScrollableTable } from '../../ui/ScrollableTable';

/** Each deposit and bet limit: the value in force, a pending increase, the 24-hour lock, and the maximum. */
export function LimitsTable({ view }: { view: SupportUserView }) {
  return (
    <ScrollableTable label="Limits">
      <Table size="small" aria-label="Limits" sx={{ '& td, & th': { px: 1, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Limit
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              In force
            </TableCell>
            <TableCell component="th" scope="col">
              Pending increase
            </TableCell>
            <TableCell component="th" scope="col">
              Locked until
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Maximum
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {LIMIT_KEYS.map((key) => {
            const limit = view.limits[key];
            return (
              <TableRow key={key} data-testid={`limit-${key}`}>
                <TableCell component="th" scope="row">
                  {LIMIT_NAMES[key]}
                </TableCell>
                <TableCell align="right">{formatCents(limit.current)}</TableCell>
                <TableCell>
                  {limit.pending ? `${formatCents(limit.pending.amount)} from ${formatDateTime(limit.pending.effectiveAt)}` : '—'}
                </TableCell>
                <TableCell>{limit.lockedUntil === null ? '—' : formatDateTime(limit.lockedUntil)}</TableCell>
                <TableCell align="right">{formatCents(view.limitMaxima[key])}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
