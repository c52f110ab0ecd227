import LockClockRoundedIcon from '@mui/icons-material/LockClockRounded';
import { InputAdornment, Stack, TextField, Typography } from '@mui/material';
import type { FormikProps } from 'formik';
import { formatDateTime } from '@shared/core/dates';
import type { LimitSet } from '@shared/preferences/preferences';
import { shownError } from '../../lib/formik';
import { MIN_LIMIT_DOLLARS, limitUnlocksAt, pendingIncrease, type DollarInput, type PreferencesFormValues } from './preferencesForm';
import { formatCents } from '@shared/core/money';
import type { LimitKey } from '@shared/preferences/schemas';
import { formatPreferenceMessage } from '@shared/preferences/messages';

export type LimitGroup = 'gamblingDepositLimits' | 'gamblingBetLimits';

interface LimitFieldProps<K extends LimitKey> {
  formik: FormikProps<PreferencesFormValues>;
  group: LimitGroup;
  limitKey: K;
  /** The stored limits: pending increases and locks. */
  stored: LimitSet<K>;
  now: number;
  label: string;
}

/** One dollar limit: the value in force, a pending increase, and the 24-hour lock after a change. */
export function LimitField<K extends LimitKey>({ formik, group, limitKey, stored, now, label }: LimitFieldProps<K>) {
  const name = `${group}.${limitKey}`;
  const value = (formik.values[group] as Record<string, DollarInput>)[limitKey];
  const error = shownError(formik, name);
  const unlocksAt = limitUnlocksAt(stored, limitKey, now);
  const pending = pendingIncrease(stored, limitKey, now);
  const id = `limit-${limitKey}`;

  return (
    <Stack sx={{ gap: 0.5, minWidth: 0 }}>
      <TextField
        id={id}
        name={name}
        label={label}
        type="number"
        value={value}
        disabled={unlocksAt !== null || formik.isSubmitting}
        onChange={(event) => void formik.setFieldValue(name, event.target.value === '' ? '' : Number(event.target.value))}
        onBlur={(event) => {
          if (event.target.value === '') void formik.setFieldValue(name, MIN_LIMIT_DOLLARS);
          formik.handleBlur(event);
        }}
        error={Boolean(error)}
        helperText={error}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { min: MIN_LIMIT_DOLLARS, step: 1, inputMode: 'decimal', 'aria-describedby': `${id}-status` },
        }}
      />
      <Stack id={`${id}-status`} sx={{ gap: 0.25, px: 1.75 }}>
        {pending && (
          <Typography variant="caption" color="info.main">
            {formatPreferenceMessage.limitIncreasePending(formatCents(pending.amount), formatDateTime(pending.effectiveAt))}
          </Typography>
        )}
        {unlocksAt !== null && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LockClockRoundedIcon sx={{ fontSize: 14 }} aria-hidden />
            {formatPreferenceMessage.limitUnlocksOn(formatDateTime(unlocksAt))}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
