import { Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { errorMessage } from '../../lib/errors';
import { PaypalCheckout } from '../../ui/paypal/PaypalCheckout';
import type { PaypalPurchase } from '../../ui/paypal/paypalOrder';

interface PaypalStepProps {
  /** What is being paid for, above the checkout. */
  summary: string;
  amountCents: number;
  purchase: PaypalPurchase;
  /** Sends the challenge or double-down with the captured order; false when the server refused it. */
  onCaptured: (orderId: string) => Promise<boolean>;
  /** Back to the form: the payment was cancelled, failed, or the server refused it. */
  onBack: () => void;
}

/**
 * A challenge dialog's PayPal step: the payer approves the amount at PayPal, then the challenge or double-down is
 * sent with the order, which the server verifies before holding the money. A refusal is shown in a toast.
 */
export function PaypalStep({ summary, amountCents, purchase, onCaptured, onBack }: PaypalStepProps) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {summary}
      </Typography>
      <PaypalCheckout
        amountCents={amountCents}
        purchase={purchase}
        bookingLabel="Confirming your payment…"
        onCaptured={async (orderId) => {
          if (!(await onCaptured(orderId))) onBack();
        }}
        onFailed={(error) => {
          enqueueSnackbar(errorMessage(error), { variant: 'error' });
          onBack();
        }}
        onCancelled={onBack}
      />
    </Stack>
  );
}
