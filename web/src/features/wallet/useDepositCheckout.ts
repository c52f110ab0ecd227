import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CallableResponse } from '@shared/contract';
import { errorMessage } from '../../lib/errors';
import { useActionWrite, useWrite } from '../../lib/useWrite';
import { completePaypalDeposit } from './paypal/paypalDeposit';
import { showDepositToast, type DepositResult } from './depositToast';
import type { PaymentMethod } from './paymentMethods';
import { walletMessages } from '@shared/wallet/messages';
import { trackPaymentEvent } from '../analytics';
import { centsToDollars } from '@shared/core/money';
import { WALLET_PATHS } from '../../lib/paths';

export type BankPayment = CallableResponse<'createTrueLayerPayment'>;

export type Checkout =
  | { step: 'idle' }
  | { step: 'paypal'; amountCents: number }
  | { step: 'bank-creating'; amountCents: number }
  | { step: 'bank-confirm' | 'bank-modal'; amountCents: number; payment: BankPayment };

export interface BankPending {
  paymentId: string;
  amountPence: number;
}

export const bankPaymentStatusPath = (paymentId: string) =>
  `${WALLET_PATHS.depositSuccess}?payment_id=${encodeURIComponent(paymentId)}`;

/**
 * One deposit attempt at a time: PayPal (order, approval, capture, credit) or Instant Bank Transfer (payment,
 * GBP confirmation, hosted page). Each attempt is one user action of the write helper, with its own request id
 * (kept for every retry of that attempt). `onCompleted` runs after a deposit went through (PayPal credited, or the
 * bank payment authorised); `onLeave` before this page goes elsewhere.
 */
export function useDepositCheckout({ onCompleted, onLeave }: { onCompleted: () => void; onLeave: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [checkout, setCheckout] = useState<Checkout>({ step: 'idle' });
  const [bankPending, setBankPending] = useState<BankPending | null>(null);

  const reset = () => setCheckout({ step: 'idle' });
  const fail = (error: unknown) => {
    console.error(error);
    enqueueSnackbar(errorMessage(error), { variant: 'error' });
    reset();
  };

  const bankPayment = useWrite({
    callable: 'createTrueLayerPayment',
    request: (amountCents: number, requestId) => ({
      amount: amountCents,
      returnUri: `${window.location.origin}${WALLET_PATHS.depositSuccess}`,
      currency: 'GBP' as const,
      requestId,
    }),
    success: () => null,
    onSuccess: (payment, amountCents) => setCheckout({ step: 'bank-confirm', amountCents, payment }),
    onFailure: reset,
  });
  const paypalDeposit = useActionWrite({
    send: ({ orderId, amountCents }: { orderId: string; amountCents: number }, requestId) => completePaypalDeposit({ orderId, amountCents, requestId }),
    success: () => null,
    onSuccess: (result: DepositResult, { amountCents }) => {
      void trackPaymentEvent('pay_with_paypal', { value: centsToDollars(amountCents), currency: 'USD', item: 'deposit' });
      showDepositToast(enqueueSnackbar, result);
      reset();
      onCompleted();
    },
    onFailure: reset,
  });

  const start = async (method: PaymentMethod, amountCents: number) => {
    setBankPending(null);
    if (method === 'paypal') {
      paypalDeposit.begin();
      setCheckout({ step: 'paypal', amountCents });
      return;
    }
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      fail(new Error(walletMessages.invalidAmount));
      return;
    }
    bankPayment.begin();
    setCheckout({ step: 'bank-creating', amountCents });
    await bankPayment.send(amountCents);
  };

  const paypal = {
    /** After PayPal captured the order: the server verifies it and credits the balance, once for this attempt. */
    onCaptured: async (orderId: string) => {
      if (checkout.step === 'paypal') await paypalDeposit.send({ orderId, amountCents: checkout.amountCents });
    },
    onFailed: fail,
    onCancelled: reset,
  };

  const bank = {
    confirm: () => setCheckout((current) => (current.step === 'bank-confirm' ? { ...current, step: 'bank-modal' } : current)),
    onDone: (paymentId: string | null) => {
      if (checkout.step === 'bank-modal') {
        setBankPending({ paymentId: paymentId ?? checkout.payment.paymentId, amountPence: checkout.payment.amountPence });
      }
      enqueueSnackbar(walletMessages.paymentInitiated, { variant: 'success' });
      reset();
      onCompleted();
    },
    onAbort: reset,
    onDeclined: reset,
    // Approved or declined in the bank's tab: the status page follows the payment until the bank settles it.
    onBankTabClosed: () => {
      if (checkout.step !== 'bank-modal') return;
      const path = bankPaymentStatusPath(checkout.payment.paymentId);
      reset();
      onLeave();
      navigate(path);
    },
    onError: (message: string) => fail(new Error(message)),
  };

  return { checkout, bankPending, start, paypal, bank };
}
