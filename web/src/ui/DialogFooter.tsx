import { Button, CircularProgress, DialogActions, type ButtonProps } from '@mui/material';

interface DialogFooterProps {
  /** While busy both buttons are disabled and the submit button shows busyLabel. */
  busy: boolean;
  label: string;
  busyLabel?: string;
  onCancel: () => void;
  /** Without it the submit button submits the dialog's form. */
  onSubmit?: () => void;
  /** Keeps the submit button disabled besides while busy (nothing to save yet). */
  submitDisabled?: boolean;
  color?: ButtonProps['color'];
  /** Adds a spinner to the busy submit button and a little more room below (the back-office dialogs). */
  spinner?: boolean;
}

/** A form dialog's Cancel and submit buttons, with the busy state. */
export function DialogFooter({ busy, label, busyLabel = label, onCancel, onSubmit, submitDisabled = false, color, spinner = false }: DialogFooterProps) {
  return (
    <DialogActions sx={{ px: 3, pb: spinner ? 2.5 : 2 }}>
      <Button color="inherit" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        variant="contained"
        color={color}
        onClick={onSubmit}
        disabled={busy || submitDisabled}
        startIcon={spinner && busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {busy ? busyLabel : label}
      </Button>
    </DialogActions>
  );
}
