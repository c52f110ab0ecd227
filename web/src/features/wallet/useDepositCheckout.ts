import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CallableResponse } from '@shared/contract';
import { WALLET_PATHS } from './routePaths';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { newRequestId } from '../../lib/requestId';
import { showDepositToast, type DepositResult } from './depositToast';
import type { PaymentMethod } from './paymentMethods';
import { walletMessages } from '@shared/wallet/messages';
import { trackPaymentEvent } from '../analytics';
import { centsToDollars } from '@shared/core/money';

export type BankPayment = CallableResponse<'createTrueLayerPayment'>;

export type Checkout =
  | { step: 'idle' }
  | { step: 'paypal'; amountCents: number; requestId: string }
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
 * GBP confirmation, hosted page). Each attempt has its own request id. `onCompleted` runs after a deposit
 * went through (PayPal credited, or the bank payment authorised); `onLeave` before this page goes elsewhere.
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

  const start = async (method: PaymentMethod, amountCents: number) => {
    setBankPending(null);
    const requestId = newRequestId();
    if (method === 'paypal') {
      setCheckout({ step: 'paypal', amountCents, requestId });
      return;
    }
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      fail(new Error(walletMessages.invalidAmount));
      return;
    }
    setCheckout({ step: 'bank-creating', amountCents });
    try {
      const payment = await callFunction('createTrueLayerPayment', {
        amount: amountCents,
        returnUri: `${window.location.origin}${WALLET_PATHS.depositSuccess}`,
        currency: 'GBP',
        requestId,
      });
      setCheckout({ step: 'bank-confirm', amountCents, payment });
    } catch (error) {
      fail(error);
    }
  };

  const paypal = {
    onDeposited: (result: DepositResult) => {
      if (checkout.step === 'paypal') {
        void trackPaymentEvent('pay_with_paypal', { value: centsToDollars(checkout.amountCents), currency: 'USD', item: 'deposit' });
      }
      showDepositToast(enqueueSnackbar, result);
      reset();
      onCompleted();
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
