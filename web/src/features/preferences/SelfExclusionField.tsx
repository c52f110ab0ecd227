import { FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import type { FormikProps } from 'formik';
import { useState } from 'react';
import { formatDateTime } from '@shared/core/dates';
import type { PauseSetting } from '@shared/preferences/preferences';
import { useScrollToHash } from '../../ui/useScrollToHash';
import { isRunning, type PreferencesFormValues } from './preferencesForm';
import { SelfExclusionConfirmDialog } from './SelfExclusionConfirmDialog';
import { SELF_EXCLUSION_LABELS, SELF_EXCLUSION_MONTHS, SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod, selfExclusionPeriodOf } from '@shared/preferences/schemas';

/**
 * Self-exclusion: switched on only through the confirmation dialog (cancelling resets it). While it runs the
 * switch is locked; the period can only be made longer.
 */
export function SelfExclusionField({ formik, stored, now }: { formik: FormikProps<PreferencesFormValues>; stored: PauseSetting; now: number }) {
  // The footer's Self-Exclusion link (#self-exclusion) can only be followed once the preferences have loaded.
  useScrollToHash();
  const [confirming, setConfirming] = useState(false);
  const active = isRunning(stored, now);
  const { enabled, period } = formik.values.gamblingSelfExclude;
  const minimumMonths = active ? SELF_EXCLUSION_MONTHS[selfExclusionPeriodOf(stored)] : 0;
  const set = (value: { enabled: boolean; period: SelfExclusionPeriod }) => void formik.setFieldValue('gamblingSelfExclude', value);

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <FormControlLabel
          sx={{ flexShrink: 0, mr: 0 }}
          label="Self-exclude from gambling"
          control={
            <Switch
              name="gamblingSelfExclude.enabled"
              checked={enabled}
              disabled={active || formik.isSubmitting}
              onChange={(event) => (event.target.checked ? setConfirming(true) : set({ enabled: false, period: '6m' }))}
            />
          }
        />
        <TextField
          select
          id="self-exclusion-period"
          label="Period"
          value={period}
          disabled={formik.isSubmitting}
          onChange={(event) => set({ enabled, period: event.target.value as SelfExclusionPeriod })}
          sx={{ width: { xs: '100%', sm: 200 } }}
          size="small"
        >
          {SELF_EXCLUSION_PERIODS.map((option) => (
            <MenuItem key={option} value={option} disabled={SELF_EXCLUSION_MONTHS[option] < minimumMonths}>
              {SELF_EXCLUSION_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {active ? (
        <Typography variant="body2" color="warning.main" role="status" data-testid="self-exclusion-locked">
          You are self-excluded until {stored.endDate === null ? 'support lifts it' : formatDateTime(stored.endDate)}. This cannot be
          undone or shortened; you can choose a longer period.
        </Typography>
      ) : (
        enabled && (
          <Typography variant="body2" color="warning.main" role="status">
            Your self-exclusion starts when you save your preferences.
          </Typography>
        )
      )}
      <SelfExclusionConfirmDialog
        open={confirming}
        period={period}
        onCancel={() => {
          setConfirming(false);
          set({ enabled: false, period: '6m' });
        }}
        onConfirm={() => {
          setConfirming(false);
          set({ enabled: true, period });
        }}
      />
    </Stack>
  );
}
