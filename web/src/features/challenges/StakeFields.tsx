import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import { Box, IconButton, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import type { FormikProps } from 'formik';
import { BONUS_CREDIT_CENTS, formatCents } from '@shared/core/money';
import { shownError, textFieldProps } from '../../lib/formik';
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
      <Stack direction="row" role="group" aria-label="Credits" sx={{ alignItems: 'center', gap: 1, pt: { sm: 0.5 } }}>
        <IconButton aria-label="Fewer credits" disabled={credits === 0} onClick={() => setCredits(credits - 1)}>
          <RemoveRoundedIcon />
        </IconButton>
        <Box sx={{ textAlign: 'center', minWidth: 84 }}>
          <Typography variant="body2" data-testid="stake-credits">
            {credits} credits
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatCents(credits * BONUS_CREDIT_CENTS)} of {availableCredits}
          </Typography>
        </Box>
        <IconButton aria-label="More credits" disabled={credits >= availableCredits} onClick={() => setCredits(credits + 1)}>
          <AddRoundedIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
