import { Alert, Link, Stack } from '@mui/material';
import type { FormikProps } from 'formik';
import type { Preferences } from '@shared/preferences/preferences';
import type { PreferencesFormValues } from './preferencesForm';
import { PreferencesSection } from './PreferencesSection';
import { SelfExclusionField } from './SelfExclusionField';
import { SUPPORT_EMAIL } from '@shared/core/product';

/**
 * What an excluded user sees instead of the gambling controls: limits, reality check and pause no longer apply,
 * only the exclusion itself (which can be made longer) and how to come back.
 */
export function ExcludedGamblingSection({ formik, stored, now }: { formik: FormikProps<PreferencesFormValues>; stored: Preferences; now: number }) {
  return (
    <Stack sx={{ gap: 3 }}>
      <Alert severity="warning" data-testid="excluded-notice">
        Gambling is closed on your account: no deposits, bets, challenges or event entries. You can still withdraw your balance.
        When your self-exclusion ends, contact{' '}
        <Link href={`mailto:${SUPPORT_EMAIL}`} color="inherit">
          {SUPPORT_EMAIL}
        </Link>{' '}
        to gamble again.
      </Alert>
      {stored.gamblingSelfExclude.enabled && (
        <PreferencesSection id="self-exclusion" title="Self-exclusion" description="It cannot be undone or shortened; you can choose a longer period.">
          <SelfExclusionField formik={formik} stored={stored.gamblingSelfExclude} now={now} />
        </PreferencesSection>
      )}
    </Stack>
  );
}
