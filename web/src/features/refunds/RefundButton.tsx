import { Button, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { formatCents } from '@shared/core/money';
import { supportReasonFormSchema } from '@shared/support/schemas';
import { DialogFooter } from '../../ui/DialogFooter';
import { ReasonField } from '../../ui/ReasonField';
import { useBettorName } from './useBettorName';
import { useRefund, type RefundItem } from './useRefund';

/** What the dialog asks about: a bet, or money held in a challenge or an event. */
const WHAT: Record<RefundItem['kind'], string> = {
  battleBet: 'bet',
  streamBet: 'bet',
  parlay: 'bet',
  challengeContribution: 'contribution',
  eventEntry: 'payment',
};

interface RefundButtonProps {
  item: RefundItem;
  /** The bettor's uid (their username is read for the dialog and the toasts). */
  userId: string;
  /** The stake as paid: cash in cents and credits. */
  cash: number;
  credits: number;
  /** After the refund went through (a list that is not live reloads). */
  onRefunded?: () => void;
}

function RefundDialog({ item, userId, cash, credits, onClose, onRefunded }: RefundButtonProps & { onClose: () => void }) {
  const username = useBettorName(userId);
  const { refund, refunding } = useRefund(item, username, () => {
    onClose();
    onRefunded?.();
  });
  const titleId = useId();
  const textId = useId();
  const formik = useFormik({
    initialValues: { reason: '' },
    validationSchema: supportReasonFormSchema,
    onSubmit: async ({ reason }) => {
      await refund({ reason: reason.trim() });
    },
  });
  return (
    <Dialog open onClose={refunding ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} aria-describedby={textId}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>Refund this {WHAT[item.kind]}?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2.5 }}>
            {username} gets back {formatCents(cash)} and {credits} credits, as paid. This cannot be undone.
          </DialogContentText>
          <ReasonField formik={formik} disabled={refunding} />
        </DialogContent>
        <DialogFooter busy={refunding} label="Refund" busyLabel="Refunding…" spinner color="warning" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** Admins: a Refund control for one open item, asking for the reason the audit log keeps. */
export function RefundButton(props: RefundButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" color="warning" onClick={() => setOpen(true)}>
        Refund
      </Button>
      {open && <RefundDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
