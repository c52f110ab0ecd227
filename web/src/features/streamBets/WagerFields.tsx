import { Box, InputAdornment, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { FormikProps } from 'formik';
import { TIP_PRESETS } from '@shared/streamBets/constants';
import { CreditsStepper } from '../../ui/CreditsStepper';
import type { StreamBetValues, TipChoice } from './useStreamBetForm';
import { cleanTip, withAmount, withCredits } from './wagerMath';

interface WagerFieldsProps {
  formik: FormikProps<StreamBetValues>;
  availableCredits: number;
  /** Shown under the wager while there is no error. */
  hint: string;
}

/** Wager (with the credits stepper) and Tip (presets 10/15/20/none, or a custom percent). */
export function WagerFields({ formik, availableCredits, hint }: WagerFieldsProps) {
  const { values, setValues } = formik;
  const error = values.amount !== '' || formik.submitCount > 0 ? formik.errors.amount : undefined;
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Wager"
          name="amount"
          value={values.amount}
          onChange={(event) => void setValues(withAmount(values, event.target.value, availableCredits))}
          onBlur={formik.handleBlur}
          error={Boolean(error)}
          helperText={error ?? hint}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal', 'data-testid': 'wager-input' } }}
          sx={{ flex: 1 }}
        />
        <CreditsStepper credits={values.credits} available={availableCredits} onChange={(credits) => void setValues(withCredits(values, credits))} />
      </Stack>
      <Box>
        <Typography variant="body2" id="tip-label" sx={{ mb: 0.75, fontWeight: 600 }}>
          Tip the streamer (share of your net winnings)
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-labelledby="tip-label"
            value={values.tipChoice}
            onChange={(_event, choice: TipChoice | null) => choice && void formik.setFieldValue('tipChoice', choice)}
          >
            {TIP_PRESETS.map((preset) => (
              <ToggleButton key={preset} value={String(preset)}>
                {preset}%
              </ToggleButton>
            ))}
            <ToggleButton value="none">None</ToggleButton>
            <ToggleButton value="custom">Custom</ToggleButton>
          </ToggleButtonGroup>
          {values.tipChoice === 'custom' && (
            <TextField
              size="small"
              label="Custom tip"
              name="customTip"
              value={values.customTip}
              onChange={(event) => void formik.setFieldValue('customTip', cleanTip(event.target.value))}
              error={Boolean(formik.errors.customTip)}
              helperText={formik.errors.customTip}
              slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 140 }}
            />
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
