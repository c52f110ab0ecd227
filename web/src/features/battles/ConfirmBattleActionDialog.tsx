import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { PendingBattleAction } from './useManageBattle';

const TEXT = {
  cancelBattle: {
    title: 'Cancel this battle?',
    body: 'Betting closes and every bet on it is refunded to its bettor. This cannot be undone.',
    confirm: 'Cancel battle',
  },
  voidBattle: {
    title: 'Void this battle?',
    body: 'The result no longer counts and every bet on it is refunded to its bettor. This cannot be undone.',
    confirm: 'Void battle',
  },
} as const;

/** Cancelling or voiding moves every bettor's money: the manager confirms it first. */
export function ConfirmBattleActionDialog({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: PendingBattleAction | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const text = pending ? TEXT[pending.action] : null;
  return (
    <Dialog open={Boolean(pending)} onClose={busy ? undefined : onClose} aria-labelledby="confirm-battle-action-title">
      {text && (
        <>
          <DialogTitle id="confirm-battle-action-title">{text.title}</DialogTitle>
          <DialogContent>
            <DialogContentText>{text.body}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Keep battle
            </Button>
            <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
              {text.confirm}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
