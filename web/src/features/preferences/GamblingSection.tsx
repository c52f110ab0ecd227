import { Box, Divider, MenuItem, Stack, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { BET_LIMIT_KINDS, DEPOSIT_LIMIT_PERIODS, type Preferences } from '@shared/preferences';
import { REALITY_CHECK_HOURS } from '@shared/preferencesSchema';
import { LimitField } from './LimitField';
import { limitLabel, type PreferencesFormValues } from './preferencesForm';
import { PreferencesSection } from './PreferencesSection';
import { SelfExclusionField } from './SelfExclusionField';
import { SelfPauseField } from './SelfPauseField';

const LIMIT_HELP = 'Lowering a limit works at once; raising one takes effect after 24 hours. Each limit can change once a day.';

const limitGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } };

interface Props {
  formik: FormikProps<PreferencesFormValues>;
  stored: Preferences;
  now: number;
}

export function GamblingSection({ formik, stored, now }: Props) {
  return (
    <Stack sx={{ gap: { xs: 3, md: 4 } }} divider={<Divider />}>
      <PreferencesSection id="deposit-limits" title="Deposit limits" description={LIMIT_HELP}>
        <Box sx={limitGrid}>
          {DEPOSIT_LIMIT_PERIODS.map((period) => (
            <LimitField
              key={period}
              formik={formik}
              group="gamblingDepositLimits"
              limitKey={period}
              stored={stored.gamblingDepositLimits}
              now={now}
              label={limitLabel(period)}
            />
          ))}
        </Box>
      </PreferencesSection>
      <PreferencesSection id="bet-limits" title="Bet limits" description="The most you can stake on one bet, and on one match.">
        <Box sx={limitGrid}>
          {BET_LIMIT_KINDS.map((kind) => (
            <LimitField
              key={kind}
              formik={formik}
              group="gamblingBetLimits"
              limitKey={kind}
              stored={stored.gamblingBetLimits}
              now={now}
              label={limitLabel(kind)}
            />
          ))}
        </Box>
      </PreferencesSection>
      <PreferencesSection id="reality-check" title="Reality check" description="How often we remind you how long you have been playing.">
        <TextField
          select
          id="reality-check-hours"
          name="gamblingRealityCheck.hours"
          label="Remind me every"
          value={formik.values.gamblingRealityCheck.hours}
          onChange={(event) => void formik.setFieldValue('gamblingRealityCheck.hours', Number(event.target.value))}
          disabled={formik.isSubmitting}
          sx={{ maxWidth: { sm: 280 } }}
        >
          {REALITY_CHECK_HOURS.map((hours) => (
            <MenuItem key={hours} value={hours}>
              {hours === 1 ? '1 hour' : `${hours} hours`}
            </MenuItem>
          ))}
        </TextField>
      </PreferencesSection>
      <PreferencesSection id="self-pause" title="Self-pause" description="Take a short break from gambling: from a day up to 3 months.">
        <SelfPauseField formik={formik} stored={stored.gamblingSelfPause} now={now} />
      </PreferencesSection>
      <PreferencesSection
        id="self-exclusion"
        title="Self-exclusion"
        description="A longer break of 6 months, 1 year or 5 years. It cannot be undone before it ends."
      >
        <SelfExclusionField formik={formik} stored={stored.gamblingSelfExclude} now={now} />
      </PreferencesSection>
    </Stack>
  );
}
