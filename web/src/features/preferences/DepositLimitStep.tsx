import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormLabel, Link, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DEPOSIT_LIMIT_PERIODS, type DepositLimitChoice } from '@shared/preferences/preferences';
import type { LimitMaxima } from '@shared/preferences/limitMaxima';
import type { UserDoc } from '@shared/users/types';
import { LimitField } from './LimitField';
import { DEPOSIT_LIMIT_WORDING, limitLabel } from './preferencesForm';
import { useDepositLimitStep } from './useDepositLimitStep';
import { PREFERENCE_PATHS } from '../../lib/paths';

const limitGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } };

interface Props {
  userDoc: Partial<UserDoc>;
  maxima: LimitMaxima;
  onDecided: () => void;
  /** Leaving the dialog for Manage My Gambling. */
  onNavigate?: () => void;
}

/**
 * The step before the first deposit (RTS 12 as amended): deposit limits per day, week and month, chosen by default
 * and typed freely, or No limit with a confirmation. The deposit form shows only once the server has the decision.
 */
export function DepositLimitStep({ userDoc, maxima, onDecided, onNavigate }: Props) {
  const step = useDepositLimitStep(userDoc, maxima, onDecided);
  const { formik, choice, noLimitConfirmed, sending } = step;
  const busy = sending || formik.isSubmitting;
  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="deposit-limit-heading" sx={{ gap: 2.5 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <TuneRoundedIcon sx={{ color: 'secondary.main' }} aria-hidden />
        <Typography id="deposit-limit-heading" variant="h6" component="h3">
          Set your deposit limits
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Before your first deposit, choose how much you can pay in each day, week and month. {DEPOSIT_LIMIT_WORDING}
      </Typography>
      <FormControl>
        <FormLabel id="deposit-limit-choice-label">Your choice</FormLabel>
        <RadioGroup
          aria-labelledby="deposit-limit-choice-label"
          name="depositLimitChoice"
          value={choice}
          onChange={(event) => step.setChoice(event.target.value as DepositLimitChoice)}
        >
          <FormControlLabel value="limits" control={<Radio />} label="Set deposit limits" disabled={busy} />
          <FormControlLabel value="none" control={<Radio />} label="No limit" disabled={busy} />
        </RadioGroup>
      </FormControl>
      {choice === 'limits' ? (
        <Box sx={limitGrid}>
          {DEPOSIT_LIMIT_PERIODS.map((key) => (
            <LimitField
              key={key}
              formik={formik}
              group="gamblingDepositLimits"
              limitKey={key}
              stored={step.preferences.gamblingDepositLimits}
              now={step.now}
              label={limitLabel(key)}
            />
          ))}
        </Box>
      ) : (
        <Stack sx={{ gap: 1 }}>
          <Alert severity="warning" variant="outlined">
            Without a limit of your own, only the most any customer may deposit applies. You can set limits at any time in
            Manage My Gambling.
          </Alert>
          <FormControlLabel
            control={<Checkbox checked={noLimitConfirmed} onChange={(event) => step.setNoLimitConfirmed(event.target.checked)} disabled={busy} />}
            label="I confirm that I do not want a deposit limit."
          />
        </Stack>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Link component={RouterLink} to={PREFERENCE_PATHS.preferences} onClick={onNavigate} color="secondary">
          Manage My Gambling
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={busy || (choice === 'none' && !noLimitConfirmed)}>
          {choice === 'limits' ? 'Save limits and continue' : 'Continue without a limit'}
        </Button>
      </Stack>
    </Stack>
  );
}
