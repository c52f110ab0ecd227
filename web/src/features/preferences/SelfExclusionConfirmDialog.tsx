import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { SELF_EXCLUSION_LABELS, type SelfExclusionPeriod } from '@shared/preferences/schemas';

interface Props {
  open: boolean;
  period: SelfExclusionPeriod;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Self-exclusion is final for its whole period: the user confirms knowing that. */
export function SelfExclusionConfirmDialog({ open, period, onCancel, onConfirm }: Props) {
  const length = SELF_EXCLUSION_LABELS[period];
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="self-exclusion-title" aria-describedby="self-exclusion-text" maxWidth="xs">
      <DialogTitle id="self-exclusion-title">Self-exclude for {length}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="self-exclusion-text" component="div">
          <p style={{ marginTop: 0 }}>
            For {length} from when you save, you will not be able to deposit, bet, join challenges or enter events, and we will
            not send you marketing.
          </p>
          <p>
            <strong>This cannot be undone or shortened.</strong> You can still withdraw your balance.
          </p>
          <p style={{ marginBottom: 0 }}>Choose Save Preferences after confirming to start your self-exclusion.</p>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit" autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          Self-exclude
        </Button>
      </DialogActions>
    </Dialog>
  );
}
