import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { coreMessages } from '@shared/core/messages';
import { storageAvailable } from '../../lib/storage';
import { LOGO_TYPES, logoFileProblem } from '../../lib/logoFile';

/**
 * The Event Setup dialog's logo: an image file chosen now and uploaded to the event's Storage path once the event is
 * saved; where Storage cannot run, a plain notice instead.
 */
export function EventLogoField({ file, onChange, hasLogo }: { file: File | null; onChange: (file: File | null) => void; hasLogo: boolean }) {
  const inputId = useId();
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  if (!storageAvailable) return <Alert severity="info">{coreMessages.storageUnavailable}</Alert>;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    const reason = chosen ? logoFileProblem(chosen) : null;
    setProblem(reason);
    onChange(reason ? null : chosen);
  };
  const help = problem ?? (file ? file.name : hasLogo ? 'This event has a logo. Choose another image to replace it.' : 'PNG, JPG, GIF or WebP, smaller than 2 MB. Shown behind the event title.');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<ImageRoundedIcon />} sx={{ flexShrink: 0 }}>
        {file || hasLogo ? 'Change logo' : 'Choose logo'}
        <input id={inputId} type="file" accept={LOGO_TYPES.join(',')} hidden aria-describedby={helpId} onChange={pick} />
      </Button>
      <Typography id={helpId} variant="body2" color={problem ? 'error' : 'text.secondary'} role={problem ? 'alert' : undefined} sx={{ overflowWrap: 'anywhere' }}>
        {help}
      </Typography>
    </Stack>
  );
}
