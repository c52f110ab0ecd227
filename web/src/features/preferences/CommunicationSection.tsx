import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { FormikProps } from 'formik';
import type { PreferencesFormValues } from './preferencesForm';

const GROUPS = [
  { key: 'marketingGeneral', title: 'News and offers', description: 'Product news, events and promotions.' },
  { key: 'marketingGambling', title: 'Betting offers', description: 'Promotions about bets, challenges and bonuses.' },
  { key: 'streamerIsLive', title: 'Streamer is live', description: 'When a streamer you follow goes live.' },
] as const;

const CHANNELS = [
  { key: 'email', label: 'Email' },
  { key: 'notifications', label: 'Notifications' },
] as const;

/** Marketing is off while a self-pause or self-exclusion runs; the server keeps it so. */
export function CommunicationSection({ formik, marketingLocked }: { formik: FormikProps<PreferencesFormValues>; marketingLocked: boolean }) {
  return (
    <Stack sx={{ gap: 2 }}>
      {marketingLocked && (
        <Typography variant="body2" color="text.secondary">
          Marketing messages stay off while your self-pause or self-exclusion is active.
        </Typography>
      )}
      {GROUPS.map((group) => {
        const locked = marketingLocked && group.key !== 'streamerIsLive';
        return (
          <Stack
            key={group.key}
            role="group"
            aria-labelledby={`communication-${group.key}`}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: { xs: 0.5, sm: 2 }, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <div>
              <Typography id={`communication-${group.key}`} variant="body1" sx={{ fontWeight: 600 }}>
                {group.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {group.description}
              </Typography>
            </div>
            <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
              {CHANNELS.map((channel) => (
                <FormControlLabel
                  key={channel.key}
                  label={channel.label}
                  control={
                    <Switch
                      name={`${group.key}.${channel.key}`}
                      checked={formik.values[group.key][channel.key]}
                      onChange={formik.handleChange}
                      disabled={locked || formik.isSubmitting}
                      slotProps={{ input: { 'aria-label': `${group.title}: ${channel.label}` } }}
                    />
                  }
                />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
