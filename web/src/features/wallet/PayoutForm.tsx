import { Box, DialogContentText, TextField } from '@mui/material';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { textFieldProps } from '../../lib/formik';
import { PayoutAmountField } from './PayoutAmountField';
import { PayoutFormFrame } from './PayoutFormFrame';
import { usePaypalPayout, type PaypalPayout } from './payoutRequests';
import { usePayoutFlow } from './usePayoutFlow';
import { dollarsToCents, formatCents } from '@shared/core/money';
import { payoutFormSchema } from '@shared/wallet/schemas';

interface PayPalPayoutValues {
  amount: string;
  email: string;
}

interface PayoutFormProps {
  /** Live cash balance, in cents. */
  balance: number;
  verified: boolean;
  /** Payer email of the last PayPal deposit, offered as the payout email. */
  paypalEmail: string | null;
  onPaid: () => void;
}

/** Withdraw to a PayPal account: amount and payout email, confirmed before it is sent. */
export function PayoutForm({ balance, verified, paypalEmail, onPaid }: PayoutFormProps) {
  const schema = useMemo(() => payoutFormSchema(balance), [balance]);
  const flow = usePayoutFlow<PaypalPayout>({
    verified,
    balance,
    write: usePaypalPayout(),
    onSuccess: () => {
      formik.resetForm();
      onPaid();
    },
  });
  const formik = useFormik<PayPalPayoutValues>({
    initialValues: { amount: '', email: paypalEmail ?? '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values) => flow.request({ amount: dollarsToCents(Number(values.amount)), email: values.email.trim() }),
  });

  const pending = flow.pending;
  const emailField = textFieldProps(formik, 'email');
  return (
    <PayoutFormFrame
      label="PayPal withdrawal"
      onSubmit={formik.handleSubmit}
      flow={flow}
      submitLabel="Withdraw to PayPal"
      confirmTitle={pending ? `Withdraw ${formatCents(pending.amount)} to ${pending.email}?` : ''}
      confirmDetails={
        <DialogContentText>
          The money is sent from your Clutchpot balance to this PayPal account. Please check the email address is yours and
          correct.
        </DialogContentText>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1.4fr)' } }}>
        <PayoutAmountField formik={formik} balance={balance} disabled={flow.sending} />
        <TextField
          {...emailField}
          label="PayPal email"
          type="email"
          autoComplete="email"
          required
          disabled={flow.sending}
          helperText={emailField.helperText ?? 'The PayPal account that receives the money'}
          slotProps={{ htmlInput: { maxLength: 254, spellCheck: false } }}
        />
      </Box>
    </PayoutFormFrame>
  );
}
