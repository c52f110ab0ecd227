import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useSnackbar } from 'notistack';

export const REFERRAL_COPIED = 'Referral link copied';

function referralUrl(uid: string): string {
  return `${window.location.origin}/referral/${uid}`;
}

/** The user's referral link, read-only, with a copy button. */
export function ReferralLinkField({ uid }: { uid: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const url = referralUrl(uid);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(REFERRAL_COPIED, { variant: 'success' });
    } catch {
      enqueueSnackbar('Copying is blocked in this browser. Select the link and copy it instead.', { variant: 'warning' });
    }
  };

  return (
    <TextField
      label="Referral link"
      value={url}
      helperText="Share this link. Friends who sign up through it are linked to your account."
      onFocus={(event) => event.target.select()}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title="Copy referral link">
                <IconButton aria-label="Copy referral link" onClick={() => void copy()} edge="end">
                  <ContentCopyRoundedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
        htmlInput: { 'data-testid': 'referral-url' },
      }}
    />
  );
}
