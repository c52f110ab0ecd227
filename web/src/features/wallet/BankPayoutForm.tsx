import { Box, DialogContentText, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { amountCentsOf } from './amountInput';
import { PayoutAmountField } from './PayoutAmountField';
import { PayoutFormFrame } from './PayoutFormFrame';
import { useBankPayout } from './payoutRequests';
import { formatPence } from './gbp';
import { usePayoutFlow } from './usePayoutFlow';
import { dollarsToCents, formatCents } from '@shared/core/money';
import { usdCentsToPence } from '@shared/wallet/currency';
import { bankPayoutFormSchema } from '@shared/wallet/schemas';

interface BankPayoutFormProps {
  /** Live cash balance, in cents. */
  balance: number;
  verified: boolean;
  /** Masked account the payout goes back to (the one the user deposited from). */
  bankAccountLabel: string | null;
  usdToGbp: number;
  onPaid: () => void;
}

/** Withdraw by Instant Bank Transfer, paid in GBP at the configured rate, which is shown before confirming. */
export function BankPayoutForm({ balance, verified, bankAccountLabel, usdToGbp, onPaid }: BankPayoutFormProps) {
  const schema = useMemo(() => bankPayoutFormSchema(balance), [balance]);
  const flow = usePayoutFlow<number>({
    verified,
    balance,
    write: useBankPayout(),
    onSuccess: () => {
      formik.resetForm();
      onPaid();
    },
  });
  const formik = useFormik<{ amount: string }>({
    initialValues: { amount: '' },
    validationSchema: schema,
    onSubmit: (values) => flow.request(dollarsToCents(Number(values.amount))),
  });

  const preview = amountCentsOf(formik.values.amount);
  const destination = bankAccountLabel ?? 'your bank account';
  const rate = `$1 = ${formatPence(usdToGbp * 100)}`;
  return (
    <PayoutFormFrame
      label="Bank withdrawal"
      onSubmit={formik.handleSubmit}
      flow={flow}
      submitLabel="Withdraw to bank"
      confirmTitle={flow.pending === null ? '' : `Withdraw ${formatCents(flow.pending)} to ${destination}?`}
      confirmDetails={
        flow.pending !== null && (
          <DialogContentText>
            You will receive {formatPence(usdCentsToPence(flow.pending, usdToGbp))} by Instant Bank Transfer, converted at {rate}.
          </DialogContentText>
        )
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1.4fr)' }, alignItems: 'start' }}>
        <PayoutAmountField formik={formik} balance={balance} disabled={flow.sending} />
        <Box aria-live="polite" sx={{ py: { sm: 1 } }}>
          <Typography variant="body2" color="text.secondary">
            You receive in GBP
          </Typography>
          <Typography data-testid="bank-payout-gbp" sx={{ fontWeight: 800, fontSize: '1.35rem', fontVariantNumeric: 'tabular-nums' }}>
            {preview === null ? '—' : `≈ ${formatPence(usdCentsToPence(preview, usdToGbp))}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            At {rate}, to {destination}
          </Typography>
        </Box>
      </Box>
    </PayoutFormFrame>
  );
}
