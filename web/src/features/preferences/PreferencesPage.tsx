import { Box, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@shared/core/dates';
import { useNow } from '../../lib/useNow';
import { FormActions } from '../../ui/FormActions';
import { Page } from '../../ui/Page';
import { CommunicationSection } from './CommunicationSection';
import { ExcludedGamblingSection } from './ExcludedGamblingSection';
import { GamblingResources } from './GamblingResources';
import { GamblingSection } from './GamblingSection';
import { isRunning } from './preferencesForm';
import { PreferencesSection } from './PreferencesSection';
import { useBettingAllowed } from './useBettingAllowed';
import { usePreferencesForm } from './usePreferencesForm';
import { UnverifiedGamblingSection } from './UnverifiedGamblingSection';
import { useAppSettings } from '../remoteConfig';
import { formatCoreMessage } from '@shared/core/messages';

function PreferencesSkeleton() {
  return (
    <Stack sx={{ gap: 2 }} role="status" aria-busy="true" aria-label="Loading preferences">
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h5" component="h2" sx={{ mb: { xs: 2, md: 3 } }}>
      {children}
    </Typography>
  );
}

/**
 * /preferences, "Manage My Gambling": communication choices, the gambling controls for everyone who can put money
 * in (identity verified, whatever the betting flags: they only change what is said about betting), self-pause and
 * self-exclusion for every account holder (verified or not), and help.
 */
export function PreferencesPage() {
  const betting = useBettingAllowed();
  const { status: settingsStatus, settings } = useAppSettings();
  const now = useNow(60_000);
  const { formik, preferences, loading } = usePreferencesForm(betting.verified, now, settings.limitMaxima);
  const marketingLocked = isRunning(preferences.gamblingSelfPause, now) || isRunning(preferences.gamblingSelfExclude, now);
  const updatedAt = preferences.updatedAt;
  // Excluded (by themselves, or by support) or waiting for support after an exclusion: the controls give way.
  const excluded = betting.status?.excluded === true || preferences.gamblingSelfExclude.enabled;

  return (
    <Page
      title="Manage My Gambling"
      subtitle={updatedAt !== null ? formatCoreMessage.lastUpdated(formatDateTime(updatedAt)) : 'Set your limits and how we contact you.'}
      maxWidth="md"
    >
      {loading || betting.loading || settingsStatus === 'loading' ? (
        <PreferencesSkeleton />
      ) : (
        <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Manage My Gambling">
          <Stack sx={{ gap: { xs: 2, sm: 3 } }}>
            <Card variant="outlined">
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Heading>Communication</Heading>
                <PreferencesSection id="communication-channels" title="How we contact you" description="Choose per topic: email, in-app notifications, or both.">
                  <CommunicationSection formik={formik} marketingLocked={marketingLocked} />
                </PreferencesSection>
              </CardContent>
            </Card>
            <Card variant="outlined" data-testid={excluded ? 'gambling-excluded' : betting.verified ? 'gambling-preferences' : 'gambling-after-verification'}>
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Heading>Gambling</Heading>
                {excluded ? (
                  <ExcludedGamblingSection formik={formik} stored={preferences} now={now} />
                ) : betting.verified ? (
                  <GamblingSection formik={formik} stored={preferences} now={now} betting={betting.allowed} />
                ) : (
                  <UnverifiedGamblingSection formik={formik} stored={preferences} now={now} />
                )}
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Heading>Gambling Resources</Heading>
                <GamblingResources />
              </CardContent>
            </Card>
            <Divider />
            <FormActions
              dirty={formik.dirty}
              submitting={formik.isSubmitting}
              canSave={true}
              onCancel={() => formik.resetForm()}
              label="Save Preferences"
              saveSx={{ width: { xs: '100%', sm: 'auto' } }}
            />
          </Stack>
        </Box>
      )}
    </Page>
  );
}
