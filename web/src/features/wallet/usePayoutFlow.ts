import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { newRequestId } from '../../lib/requestId';
import { payoutErrorMessage } from './payoutErrors';
import { formatCents } from '@shared/core/money';
import { formatWalletMessage, walletMessages } from '@shared/wallet/messages';

interface PayoutFlowOptions<Request> {
  verified: boolean;
  /** Live cash balance, in cents. */
  balance: number;
  /** Sends the confirmed payout; `requestId` is new for each confirmed attempt. */
  send: (request: Request, requestId: string) => Promise<unknown>;
  amountOf: (request: Request) => number;
  onSuccess: () => void;
}

/**
 * A withdrawal in three steps: a valid form asks for confirmation (or for identity verification first), the
 * confirmation sends it once, and the outcome is a toast. Failures leave the form as it was, to try again.
 */
export function usePayoutFlow<Request>({ verified, balance, send, amountOf, onSuccess }: PayoutFlowOptions<Request>) {
  const { enqueueSnackbar } = useSnackbar();
  const [verifyOpen, setVerifyOpen] = useState(false);
  // The request being confirmed; kept after the dialog closes so its text does not vanish mid-animation.
  const [pending, setPending] = useState<Request | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [sending, setSending] = useState(false);

  const request = (value: Request) => {
    if (!verified) {
      setVerifyOpen(true);
    } else if (balance <= 0) {
      enqueueSnackbar(walletMessages.payoutInsufficient, { variant: 'error' });
    } else {
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
    setSending(true);
    try {
      await send(pending, newRequestId());
      enqueueSnackbar(formatWalletMessage.payoutInitiated(formatCents(amountOf(pending))), { variant: 'success' });
      onSuccess();
    } catch (error) {
      enqueueSnackbar(payoutErrorMessage(error), { variant: 'error' });
    } finally {
      setSending(false);
      setConfirmOpen(false);
    }
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
