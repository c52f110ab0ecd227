import type { FormikProps } from 'formik';
import type { Preferences } from '@shared/preferences/preferences';
import type { PreferencesFormValues } from './preferencesForm';
import { PreferencesSection } from './PreferencesSection';
import { SelfExclusionField } from './SelfExclusionField';
import { SelfPauseField } from './SelfPauseField';

/** Self-pause and self-exclusion are open to every account holder, whether or not their identity is verified. */
interface Props {
  formik: FormikProps<PreferencesFormValues>;
  stored: Preferences;
  now: number;
}

export function SelfPauseSection({ formik, stored, now }: Props) {
  return (
    <PreferencesSection id="self-pause" title="Self-pause" description="Take a short break from gambling: from a day up to 3 months.">
      <SelfPauseField formik={formik} stored={stored.gamblingSelfPause} now={now} />
    </PreferencesSection>
  );
}

export function SelfExclusionSection({ formik, stored, now }: Props) {
  return (
    <PreferencesSection
      id="self-exclusion"
      title="Self-exclusion"
      description="A longer break of 6 months, 1 year or 5 years. It cannot be undone before it ends."
    >
      <SelfExclusionField formik={formik} stored={stored.gamblingSelfExclude} now={now} />
    </PreferencesSection>
  );
}
