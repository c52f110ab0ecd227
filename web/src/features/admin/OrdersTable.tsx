import { Alert, Skeleton, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@shared/core/dates';
import { LEDGER_TYPE_LABELS, type LedgerType } from '@shared/ledger/types';
import { errorMessage } from '../../lib/errors';
import { Money } from '../../ui/Money';
import { RefundButton } from '../refunds';
import { USER_ORDERS_KEY, useUserOrders } from './useUserActivity';
import { ScrollableTable } from '../../ui/ScrollableTable';

/** Admin orders list: 10 per page (spec 02 section 9). */
const ORDERS_PER_PAGE = 10;

const typeLabel = (type: string) => LEDGER_TYPE_LABELS[type as LedgerType] ?? type.replace(/_/g, ' ');

/** The user's latest orders (ledger entries), newest first, a page at a time; a stake still held can be refunded, one refunded says so. */
export function OrdersTable({ userId }: { userId: string }) {
  const { orders, error, loading } = useUserOrders(userId);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  if (error) return <Alert severity="error">{errorMessage(error, 'The orders could not be loaded.')}</Alert>;
  if (loading || !orders) return <Skeleton variant="rounded" height={240} role="status" aria-busy="true" aria-label="Loading the orders" />;
  if (orders.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="orders-empty">
        No orders yet.
      </Typography>
    );
  }
  const shown = orders.slice(page * ORDERS_PER_PAGE, (page + 1) * ORDERS_PER_PAGE);
  return (
    <>
      <ScrollableTable label="Orders">
        <Table size="small" aria-label="Orders" sx={{ '& td, & th': { px: 1, whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                When
              </TableCell>
              <TableCell component="th" scope="col">
                Type
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Amount
              </TableCell>
              <TableCell component="th" scope="col">
                Streamer or competitor
              </TableCell>
              <TableCell component="th" scope="col">
                Refund
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((order) => (
              <TableRow key={order.id} data-testid="order-row">
                <TableCell>{formatDateTime(order.timestamp)}</TableCell>
                <TableCell component="th" scope="row">
                  {typeLabel(order.type)}
                </TableCell>
                <TableCell align="right">
                  <Money cents={order.amount} />
                  {order.credits !== 0 && ` · ${order.credits > 0 ? '+' : ''}${order.credits} credits`}
                </TableCell>
                <TableCell>{order.competitor?.name ?? order.streamerName ?? '—'}</TableCell>
                <TableCell>
                  {order.refund && (
                    <RefundButton
                      item={order.refund}
                      userId={order.userId}
                      cash={-order.amount} credits={-order.credits}
                      onRefunded={() => void queryClient.invalidateQueries({ queryKey: [USER_ORDERS_KEY, userId] })}
                    />
                  )}
                  {order.refunded && (
                    <Typography variant="body2" color="text.secondary" data-testid="order-refunded">
                      Refunded
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
      <TablePagination
        component="div"
        count={orders.length}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={ORDERS_PER_PAGE}
        rowsPerPageOptions={[ORDERS_PER_PAGE]}
      />
    </>
  );
}
