import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import GoogleIcon from '@mui/icons-material/Google';
import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { auth } from '../../lib/firebase';
import { googleErrorMessage, isPopupDismissal } from './authErrors';
import { startTwitchSignIn } from './twitch';
import { TwitchIcon } from './TwitchIcon';

interface ProviderButtonsProps {
  /** Shown as "Continue with Email"; omitted where the email form is already on screen. */
  onEmail?: () => void;
}

/** Google (popup) and Twitch (redirect) sign-in; the account document is created after the first sign-in. */
export function ProviderButtons({ onEmail }: ProviderButtonsProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signInWithGoogle = async () => {
    setError(null);
    setBusy(true);
    try {
      await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
    } catch (caught) {
      if (!isPopupDismissal(caught)) setError(googleErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{error}</Alert>}
      {onEmail && (
        <Button variant="contained" size="large" startIcon={<EmailIcon />} onClick={onEmail}>
          Continue with Email
        </Button>
      )}
      <Button
        variant="outlined"
        size="large"
        color="inherit"
        startIcon={<GoogleIcon />}
        onClick={() => void signInWithGoogle()}
        disabled={busy}
      >
        Continue with Google
      </Button>
      <Button
        variant="outlined"
        size="large"
        startIcon={<TwitchIcon />}
        onClick={startTwitchSignIn}
        sx={{ color: '#bf94ff', borderColor: '#9146ff' }}
      >
        Continue with Twitch
      </Button>
    </Stack>
  );
}
