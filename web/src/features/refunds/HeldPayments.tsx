import { formatCents } from '@shared/core/money';
import { RefundList } from './RefundList';
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
  const rows = useHeldPayments(path).map((payment) => ({
    key: payment.id,
    label: `${payment.isDoubleDown ? 'Added' : firstLabel}${payment.name ? ` by ${payment.name}` : ''} · ${formatCents(payment.value)}`,
    item: refundOf(payment.id),
    userId: payment.userId,
    cash: payment.cash,
    credits: payment.credits,
  }));
  return <RefundList title="Money held (admin)" rowTestId="admin-held-payment" rows={rows} />;
}
