import { Box, List, ListItem, Stack, Typography } from '@mui/material';
import { formatCents } from '@shared/core/money';
import { RefundButton } from './RefundButton';
import { useHeldPayments } from './useHeldPayments';
import type { RefundItem } from './useRefund';

interface HeldPaymentsProps {
  /** The pot's payments collection (a challenge's contributions, an event's entries). */
  path: string;
  /** What refundUser names for the payment `itemId`. */
  refundOf: (itemId: string) => RefundItem;
  /** The line of a payment that is not a double-down: the creator's stake, an entry. */
  firstLabel: string;
}

/**
 * Admins: the money a pot still holds (a challenge's contributions, an event's entries and Add Money), each with a
 * Refund control (refundUser, audited). Anonymous payers show as such here too; the dialog names who gets it back.
 */
export function HeldPayments({ path, refundOf, firstLabel }: HeldPaymentsProps) {
  const held = useHeldPayments(path);
  if (held.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Money held (admin)
      </Typography>
      <List dense disablePadding aria-label="Money held (admin)">
        {held.map((payment) => (
          <ListItem key={payment.id} disableGutters divider data-testid="admin-held-payment">
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, width: '100%' }}>
              <Typography variant="body2">
                {payment.isDoubleDown ? 'Added' : firstLabel}
                {payment.name ? ` by ${payment.name}` : ''} · {formatCents(payment.value)}
              </Typography>
              <RefundButton item={refundOf(payment.id)} userId={payment.userId} cash={payment.cash} credits={payment.credits} />
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
