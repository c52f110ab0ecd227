import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({
  title,
  text,
  confirm,
  back = 'Back',
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  /** The label of the button that backs out. */
  back?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {back}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
