import { Button, Card, CardContent, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { StatusPanel } from '../../ui/StatusPanel';
import { Money } from '../../ui/Money';
import { isDocumentId } from '@shared/core/ids';
import { useBankPayment } from './useBankPayment';
import { HOME_PATHS, WALLET_PATHS } from '../../lib/paths';

function Actions() {
  return (
    <>
      <Button component={RouterLink} to={HOME_PATHS.home} variant="contained">
        Go to home
      </Button>
      <Button component={RouterLink} to={WALLET_PATHS.deposit} variant="outlined" color="inherit">
        Make another deposit
      </Button>
    </>
  );
}

/** The bank payment's order, live: the balance is credited when the bank settles, which can take a moment. */
function PaymentStatus({ paymentId }: { paymentId: string }) {
  const { status, order } = useBankPayment(paymentId);

  if (status === 'loading') return <StatusPanel tone="loading" title="Checking your payment…" />;
  if (status === 'error') {
    return (
      <StatusPanel tone="error" title="We could not load this payment" actions={<Actions />}>
        Your balance will still update once your bank confirms the payment. Please check it again in a moment.
      </StatusPanel>
    );
  }
  if (order?.status === 'completed') {
    return (
      <StatusPanel tone="success" title="Deposit complete" actions={<Actions />}>
        <Money cents={order.amount} /> has been added to your balance.
      </StatusPanel>
    );
  }
  if (order?.status === 'failed') {
    return (
      <StatusPanel tone="error" title="Payment not completed" actions={<Actions />}>
        {order.failureReason ? `Your bank reported: ${order.failureReason}. ` : ''}No money was taken for this deposit.
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone="loading" title="Waiting for your bank" actions={<Actions />}>
      Your payment {order && (
        <>
          of <Money cents={order.amount} />{' '}
        </>
      )}
      is being confirmed. This page updates by itself as
      soon as your bank settles it.
    </StatusPanel>
  );
}

/** /deposit/success?payment_id=…: where the bank sends the payer back after an Instant Bank Transfer. */
export function DepositSuccessPage() {
  const [searchParams] = useSearchParams();
  const paymentId = searchParams.get('payment_id')?.trim() ?? '';
  let content: ReactNode;
  if (paymentId && isDocumentId(paymentId)) {
    content = <PaymentStatus key={paymentId} paymentId={paymentId} />;
  } else {
    content = (
      <StatusPanel tone="error" title="No payment to show" actions={<Actions />}>
        This page shows the result of an Instant Bank Transfer. Start a deposit to make one.
      </StatusPanel>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>{content}</CardContent>
      </Card>
    </Container>
  );
}
