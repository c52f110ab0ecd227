import { Box, InputAdornment, Stack, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { formatCents } from '@shared/core/money';
import { shownError, textFieldProps } from '../../lib/formik';
import { CreditsStepper } from '../../ui/CreditsStepper';
import { toFixedAmount, type StakeValues } from './stake';

/** The amount (paid from the balance) and the credits stepper of a challenge or Add Money form. */
export function StakeFields<V extends StakeValues>({ formik, balance, availableCredits }: { formik: FormikProps<V>; balance: number; availableCredits: number }) {
  const credits = formik.values.credits;
  const amount = textFieldProps(formik, 'basePrice');
  const setCredits = (next: number) => void formik.setFieldValue('credits', next);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
      <TextField
        {...amount}
        label="Amount"
        onBlur={(event) => {
          void formik.setFieldValue('basePrice', toFixedAmount(event.target.value));
          amount.onBlur(event);
        }}
        helperText={shownError(formik, 'basePrice') ?? `From your balance of ${formatCents(balance)}`}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: 1 }}
      />
      <Box sx={{ pt: { sm: 0.5 } }}>
        <CreditsStepper credits={credits} available={availableCredits} onChange={setCredits} showAvailable />
      </Box>
    </Stack>
  );
}
