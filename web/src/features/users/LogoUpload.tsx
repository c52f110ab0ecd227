import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import { Alert, Avatar, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useId, useState, type ChangeEvent } from 'react';
import { storageAvailable } from '../../lib/storage';
import { LOGO_MESSAGES, LOGO_TYPES, logoFileProblem } from '../../lib/logoFile';
import { useUserLogo } from './useUserLogo';
import { coreMessages } from '@shared/core/messages';

const LOGO_SIZE = 96;

function LogoAvatar({ src, initial }: { src?: string; initial: string }) {
  return (
    <Avatar
      src={src}
      alt={src ? 'Your logo' : ''}
      variant="rounded"
      sx={{ width: LOGO_SIZE, height: LOGO_SIZE, borderRadius: 2, fontSize: '2.2rem', fontWeight: 800, bgcolor: 'primary.main', color: 'common.white' }}
    >
      {initial}
    </Avatar>
  );
}

function LogoUploader({ uid, initial }: { uid: string; initial: string }) {
  const { url, loading, upload } = useUserLogo(uid);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const inputId = useId();
  const helpId = useId();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = logoFileProblem(file);
    setProblem(reason);
    if (reason) return;
    setUploading(true);
    try {
      await upload(file);
      enqueueSnackbar(LOGO_MESSAGES.uploaded, { variant: 'success' });
    } catch (error) {
      console.error('Logo upload failed', error);
      setProblem(LOGO_MESSAGES.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 2.5, alignItems: 'center' }}>
      {loading ? (
        <Skeleton variant="rounded" width={LOGO_SIZE} height={LOGO_SIZE} sx={{ borderRadius: 2 }} />
      ) : (
        <LogoAvatar src={url ?? undefined} initial={initial} />
      )}
      <Box>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} color="inherit" /> : <CloudUploadRoundedIcon />}
          disabled={uploading}
        >
          {uploading ? 'Uploading…' : url ? 'Change logo' : 'Upload logo'}
          <input
            id={inputId}
            type="file"
            accept={LOGO_TYPES.join(',')}
            hidden
            aria-describedby={helpId}
            onChange={(event) => void onChange(event)}
          />
        </Button>
        <Typography id={helpId} variant="body2" color={problem ? 'error' : 'text.secondary'} sx={{ mt: 1 }} role={problem ? 'alert' : undefined}>
          {problem ?? 'PNG, JPG, GIF or WebP, smaller than 2 MB.'}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The logo control, or a plain notice where image upload cannot work (no Storage emulator offline). */
export function LogoUpload({ uid, initial }: { uid: string; initial: string }) {
  if (!storageAvailable) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5, alignItems: { sm: 'center' } }}>
        <LogoAvatar initial={initial} />
        <Alert severity="info" sx={{ flexGrow: 1 }}>
          {coreMessages.storageUnavailable}
        </Alert>
      </Stack>
    );
  }
  return <LogoUploader uid={uid} initial={initial} />;
}
