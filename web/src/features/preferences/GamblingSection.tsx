import { Alert, Box, Divider, MenuItem, Stack, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import {
  BET_LIMIT_KINDS,
  DEPOSIT_LIMIT_PERIODS,
  ODDS_CHANGE_LABELS,
  ODDS_CHANGE_OPTIONS,
  reviewReminderMonthsOf,
  type LimitSet,
  type Preferences,
} from '@shared/preferences/preferences';
import { plural } from '../../lib/plural';
import { SelfExclusionSection, SelfPauseSection } from './BreakSections';
import { LimitField, type LimitGroup } from './LimitField';
import { DEPOSIT_LIMIT_WORDING, limitLabel, type PreferencesFormValues } from './preferencesForm';
import { PreferencesSection } from './PreferencesSection';
import { ReviewReminderSection } from './ReviewReminderSection';
import { type LimitKey, REALITY_CHECK_HOURS } from '@shared/preferences/schemas';

const LIMIT_HELP = `${DEPOSIT_LIMIT_WORDING} Each limit can change once a day.`;

const limitGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } };

interface LimitGridProps<K extends LimitKey> {
  formik: FormikProps<PreferencesFormValues>;
  group: LimitGroup;
  keys: readonly K[];
  stored: LimitSet<K>;
  now: number;
}

/** One field per limit of a group, side by side from tablet width up. */
function LimitGrid<K extends LimitKey>({ formik, group, keys, stored, now }: LimitGridProps<K>) {
  return (
    <Box sx={limitGrid}>
      {keys.map((key) => (
        <LimitField key={key} formik={formik} group={group} limitKey={key} stored={stored} now={now} label={limitLabel(key)} />
      ))}
    </Box>
  );
}

interface Props {
  formik: FormikProps<PreferencesFormValues>;
  stored: Preferences;
  now: number;
  /** Betting is open to this user: only what is said about betting depends on it. */
  betting: boolean;
}

const BET_LIMITS_HELP = 'The most you can stake on one bet, and on one match.';

/** The gambling controls every identity-verified user has: deposit and bet limits, reality check, pause, exclusion. */
export function GamblingSection({ formik, stored, now, betting }: Props) {
  return (
    <Stack sx={{ gap: { xs: 3, md: 4 } }} divider={<Divider />}>
      {!betting && (
        <Alert severity="info" variant="outlined" data-testid="betting-unavailable-notice">
          Betting is not available on your account at the moment. Your limits, breaks and self-exclusion apply to deposits now,
          and to bets whenever betting is available to you.
        </Alert>
      )}
      <PreferencesSection id="deposit-limits" title="Deposit limits" description={LIMIT_HELP}>
        <LimitGrid formik={formik} group="gamblingDepositLimits" keys={DEPOSIT_LIMIT_PERIODS} stored={stored.gamblingDepositLimits} now={now} />
      </PreferencesSection>
      <PreferencesSection
        id="bet-limits"
        title="Bet limits"
        description={betting ? BET_LIMITS_HELP : `${BET_LIMITS_HELP} They apply once betting is available to you.`}
      >
        <LimitGrid formik={formik} group="gamblingBetLimits" keys={BET_LIMIT_KINDS} stored={stored.gamblingBetLimits} now={now} />
      </PreferencesSection>
      <PreferencesSection
        id="odds-change"
        title="Odds changes"
        description="What happens when the odds move between opening a bet and placing it. Higher odds are always yours when a bet is accepted."
      >
        <TextField
          select
          id="odds-change"
          name="gamblingOddsChange"
          label="When the odds change"
          value={formik.values.gamblingOddsChange}
          onChange={(event) => void formik.setFieldValue('gamblingOddsChange', event.target.value)}
          disabled={formik.isSubmitting}
          sx={{ maxWidth: { sm: 280 } }}
        >
          {ODDS_CHANGE_OPTIONS.map((option) => (
            <MenuItem key={option} value={option}>
              {ODDS_CHANGE_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
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
              {plural(hours, 'hour')}
            </MenuItem>
          ))}
        </TextField>
      </PreferencesSection>
      <ReviewReminderSection stored={reviewReminderMonthsOf(stored)} />
      <SelfPauseSection formik={formik} stored={stored} now={now} />
      <SelfExclusionSection formik={formik} stored={stored} now={now} />
    </Stack>
  );
}
