import { InputAdornment, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { textFieldProps } from '../../lib/formik';
import { toFixedAmount } from './amountInput';
import { PAYOUT_MIN_CENTS } from '@shared/wallet/constants';
import { formatCents } from '@shared/core/money';

interface PayoutAmountFieldProps<Values extends { amount: string }> {
  formik: FormikProps<Values>;
  /** Live cash balance, in cents: the most that can be withdrawn. */
  balance: number;
  disabled?: boolean;
}

/** The withdrawal amount in dollars, shown with 2 fixed decimals. */
export function PayoutAmountField<Values extends { amount: string }>({ formik, balance, disabled }: PayoutAmountFieldProps<Values>) {
  const field = textFieldProps(formik, 'amount');
  const hint = `Minimum ${formatCents(PAYOUT_MIN_CENTS)}, up to ${formatCents(balance)}`;
  return (
    <TextField
      {...field}
      label="Amount"
      helperText={field.helperText ?? hint}
      disabled={disabled}
      required
      autoComplete="off"
      onBlur={(event) => {
        const fixed = toFixedAmount(event.target.value);
        if (fixed !== event.target.value) void formik.setFieldValue('amount', fixed);
        field.onBlur(event);
      }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', maxLength: 16 },
      }}
    />
  );
}
