import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { Box, Button, Divider, FormControlLabel, IconButton, InputAdornment, MenuItem, Skeleton, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { textFieldProps } from '../../lib/formik';
import { SettingsFormActions } from '../../ui/FormActions';
import { useCurrentUser } from '../auth';
import { ColorField } from './ColorField';
import { SettingsSection } from '../../ui/SettingsSection';
import { downloadStreamBanner } from './streamBanner';
import { useStream } from '../../lib/useStream';
import { useStreamForm } from './useStreamForm';
import { CHAT_BOT_TEXT_MAX_LENGTH, HEX_COLOR_PATTERN, overlayUrl, STREAM_PLATFORM_LABELS, STREAM_PLATFORMS } from '@shared/streams/constants';
import { formatStreamMessage } from '@shared/streams/messages';
import type { StreamDoc } from '@shared/streams/types';

/** The overlay's URL to copy, with a switch for its chimes (off adds `?sounds=off`). */
function OverlayUrl({ streamId }: { streamId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [sounds, setSounds] = useState(true);
  const url = overlayUrl(window.location.origin, streamId, !sounds);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(url)
      .then(() => enqueueSnackbar('Overlay URL copied', { variant: 'success' }))
      .catch(() => undefined);
  };
  return (
    <Stack sx={{ gap: 1 }}>
    <TextField
      label="Overlay URL"
      value={url}
      helperText="Add it as a browser source in your streaming software (OBS, Streamlabs)."
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': 'overlay-url' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title="Copy">
                <IconButton aria-label="Copy overlay URL" onClick={copy} edge="end">
                  <ContentCopyRoundedIcon />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
    <FormControlLabel
      control={<Switch checked={sounds} onChange={(event) => setSounds(event.target.checked)} />}
      label="Overlay sounds (new and completed challenges, heat changes)"
      slotProps={{ typography: { variant: 'body2' } }}
    />
    </Stack>
  );
}

function StreamSetupForm({ uid, username, stream }: { uid: string; username: string; stream: StreamDoc | undefined }) {
  const { formik, canSave } = useStreamForm(stream);
  const { type, primaryColor, secondaryColor } = formik.values;
  const coloursValid = HEX_COLOR_PATTERN.test(primaryColor) && HEX_COLOR_PATTERN.test(secondaryColor);
  const channelLabel = formatStreamMessage.channelLabel(STREAM_PLATFORM_LABELS[type] ?? 'Stream');

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Stream setup">
      <Stack sx={{ gap: { xs: 3, md: 4 } }}>
        <SettingsSection id="stream-platform" title="Stream" description="Where you broadcast: viewers watch it on your Clutchpot page.">
          <TextField {...textFieldProps(formik, 'type')} select label="Platform" required>
            {STREAM_PLATFORMS.map((platform) => (
              <MenuItem key={platform} value={platform}>
                {STREAM_PLATFORM_LABELS[platform]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...textFieldProps(formik, 'channel')}
            label={channelLabel}
            required
            slotProps={{ htmlInput: { maxLength: 64, spellCheck: false } }}
          />
        </SettingsSection>
        <Divider />
        <SettingsSection title="Colours" description="Your overlay and banner use them.">
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
            <ColorField formik={formik} name="primaryColor" label="Primary colour" />
            <ColorField formik={formik} name="secondaryColor" label="Secondary colour" />
          </Stack>
          <Box
            aria-hidden
            sx={{
              height: 72,
              borderRadius: 2,
              display: 'flex',
              alignItems: 'center',
              px: 3,
              color: 'common.white',
              fontWeight: 800,
              fontSize: 24,
              background: coloursValid ? `linear-gradient(120deg, ${primaryColor}, ${secondaryColor})` : 'grey.800',
            }}
          >
            {username}
          </Box>
          <Box>
            <Button
              variant="outlined"
              startIcon={<DownloadRoundedIcon />}
              disabled={!coloursValid}
              onClick={() => downloadStreamBanner(username, primaryColor, secondaryColor)}
            >
              Download stream banner
            </Button>
          </Box>
        </SettingsSection>
        <Divider />
        <SettingsSection title="Chat bot" description="What the chat bot says about Clutchpot in your chat.">
          <TextField
            {...textFieldProps(formik, 'chatBotText')}
            label="Chat bot text"
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: CHAT_BOT_TEXT_MAX_LENGTH } }}
          />
        </SettingsSection>
        <Divider />
        <SettingsSection id="stream-overlay" title="Overlay" description="Shows your active challenges on stream.">
          {stream ? (
            <OverlayUrl streamId={uid} />
          ) : (
            <Typography color="text.secondary">Save your stream to get its overlay URL.</Typography>
          )}
        </SettingsSection>
        <SettingsFormActions formik={formik} canSave={canSave} />
      </Stack>
    </Box>
  );
}

function StreamSetupLoaded({ uid, username }: { uid: string; username: string }) {
  const { loaded, stream } = useStream(uid);
  if (!loaded) return <TabSkeleton label="Loading stream setup" />;
  return <StreamSetupForm uid={uid} username={username} stream={stream} />;
}

export function TabSkeleton({ label }: { label: string }) {
  return (
    <Stack sx={{ gap: 3 }} role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}

/** Settings, Stream Setup: platform, channel, colours, chat bot text, banner and overlay URL. */
export default function StreamSetupTab() {
  const { user, userDoc } = useCurrentUser();
  if (!user || !userDoc) return <TabSkeleton label="Loading stream setup" />;
  return <StreamSetupLoaded uid={user.uid} username={userDoc.username} />;
}
