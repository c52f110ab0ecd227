import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { walletMessages } from '@shared/wallet/messages';
import { IDENTITY_PATHS } from '../../lib/paths';

/** Deposits and withdrawals need a verified identity: this asks, and confirming goes to /identity. */
export function VerifyIdentityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="verify-identity-title" maxWidth="xs" fullWidth>
      <DialogTitle id="verify-identity-title">{walletMessages.verifyIdentity}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Before you can deposit or withdraw we need to confirm you are 18 or over and located in the United Kingdom.
          It takes about 2 minutes.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not now</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            navigate(IDENTITY_PATHS.identity);
          }}
        >
          {walletMessages.verifyIdentity}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
