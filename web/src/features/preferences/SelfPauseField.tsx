import { FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import type { FormikProps } from 'formik';
import { formatDateTime } from '@shared/core/dates';
import type { PauseSetting } from '@shared/preferences/preferences';
import { shownError } from '../../lib/formik';
import { INPUT_DATE, isRunning, dateInputToMs, msToDateInput, type PreferencesFormValues } from './preferencesForm';
import { SELF_PAUSE_MAX_MONTHS } from '@shared/preferences/schemas';

/** Take a break: pick the last day of the pause (today up to 3 months ahead). A running pause can only get longer. */
export function SelfPauseField({ formik, stored, now }: { formik: FormikProps<PreferencesFormValues>; stored: PauseSetting; now: number }) {
  const active = isRunning(stored, now);
  const { enabled, endDate } = formik.values.gamblingSelfPause;
  const error = shownError(formik, 'gamblingSelfPause.endDate');
  const today = dayjs(now);
  const min = active && stored.endDate !== null ? msToDateInput(stored.endDate) : today.format(INPUT_DATE);

  return (
    <Stack sx={{ gap: 1.5 }}>
      <FormControlLabel
        label="Pause gambling until a date"
        control={
          <Switch
            name="gamblingSelfPause.enabled"
            checked={enabled}
            disabled={active || formik.isSubmitting}
            onChange={(event) => {
              void formik.setFieldValue('gamblingSelfPause', { enabled: event.target.checked, endDate: event.target.checked ? endDate : null });
            }}
          />
        }
      />
      {active && stored.endDate !== null && (
        <Typography variant="body2" color="warning.main" role="status">
          Gambling is paused until {formatDateTime(stored.endDate)}. You can extend your pause but not shorten or end it.
        </Typography>
      )}
      {enabled && (
        <TextField
          id="self-pause-end"
          name="gamblingSelfPause.endDate"
          label="Pause until (end date)"
          type="date"
          required
          value={msToDateInput(endDate)}
          onChange={(event) => void formik.setFieldValue('gamblingSelfPause.endDate', dateInputToMs(event.target.value))}
          onBlur={() => void formik.setFieldTouched('gamblingSelfPause.endDate', true)}
          disabled={formik.isSubmitting}
          error={Boolean(error)}
          helperText={error ?? `Up to ${SELF_PAUSE_MAX_MONTHS} months ahead. Deposits and bets stop until the end of that day, and for at least 24 hours from now.`}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min, max: today.add(SELF_PAUSE_MAX_MONTHS, 'month').format(INPUT_DATE) },
          }}
          sx={{ maxWidth: { sm: 280 } }}
        />
      )}
    </Stack>
  );
}
