import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { Write } from '../../lib/useWrite';
import { walletMessages } from '@shared/wallet/messages';

interface PayoutFlowOptions<Request> {
  verified: boolean;
  /** Live cash balance, in cents. */
  balance: number;
  /** The withdrawal's write (usePaypalPayout, useBankPayout): its request id, toasts and sending state. */
  write: Write<Request, unknown>;
  onSuccess: () => void;
}

const sameRequest = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A withdrawal in three steps: a valid form asks for confirmation (or for identity verification first), the
 * confirmation sends it, and the outcome is a toast. Failures leave the form as it was, to try again: the same
 * withdrawal confirmed again keeps its request id (a lost answer does not pay twice); a changed one gets a new id.
 */
export function usePayoutFlow<Request>({ verified, balance, write, onSuccess }: PayoutFlowOptions<Request>) {
  const { enqueueSnackbar } = useSnackbar();
  const [verifyOpen, setVerifyOpen] = useState(false);
  // The request being confirmed; kept after the dialog closes so its text does not vanish mid-animation.
  const [pending, setPending] = useState<Request | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { sending } = write;

  const request = (value: Request) => {
    if (!verified) {
      setVerifyOpen(true);
    } else if (balance <= 0) {
      enqueueSnackbar(walletMessages.payoutInsufficient, { variant: 'error' });
    } else {
      if (pending === null || !sameRequest(pending, value)) write.begin();
      setPending(value);
      setConfirmOpen(true);
    }
  };

  const confirm = async () => {
    if (pending === null || !confirmOpen || sending) return;
    if (balance <= 0) {
      enqueueSnackbar(walletMessages.payoutInsufficient, { variant: 'error' });
      setConfirmOpen(false);
      return;
    }
    const sent = await write.send(pending);
    setConfirmOpen(false);
    if (sent !== null) onSuccess();
  };

  return {
    request,
    pending,
    sending,
    confirm,
    confirmOpen,
    cancel: () => !sending && setConfirmOpen(false),
    verifyOpen,
    closeVerify: () => setVerifyOpen(false),
  };
}
