import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

interface PayoutConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last step before a withdrawal, which the customer cannot cancel once requested (UK RTS 14B). */
export function PayoutConfirmDialog({ open, title, children, confirmLabel, sending, onConfirm, onCancel }: PayoutConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onCancel}
      aria-labelledby="payout-confirm-title"
      aria-describedby="payout-confirm-details"
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle id="payout-confirm-title" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.1rem', sm: '1.25rem' }, px: { xs: 2.5, sm: 3 } }}>
        {title}
      </DialogTitle>
      <DialogContent id="payout-confirm-details" sx={{ px: { xs: 2.5, sm: 3 } }}>
        {children}
        <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
          Once requested, a withdrawal cannot be cancelled.
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2.5, sm: 3 }, pb: 2.5, gap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button onClick={onCancel} disabled={sending} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {sending ? 'Requesting…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
