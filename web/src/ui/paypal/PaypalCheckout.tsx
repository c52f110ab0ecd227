import { Alert, Box } from '@mui/material';
import { loadScript, type PayPalNamespace } from '@paypal/paypal-js';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CheckoutFrame } from './CheckoutFrame';
import { PAYPAL_CLIENT_ID, PAYPAL_SANDBOX_URL, paypalOrderBody, paypalScriptOptions, requirePaypalClientId, type PaypalCheckoutProps } from './paypalOrder';
import { SandboxPaypalCheckout } from './SandboxPaypalCheckout';
import { formatCents } from '@shared/core/money';
import { walletMessages } from '@shared/wallet/messages';

type ScriptState = { status: 'initial' | 'pending' | 'rejected' } | { status: 'resolved'; paypal: PayPalNamespace };

/** PayPal's own script and buttons: the payer approves in PayPal's window, the capture happens in the browser. */
function PaypalButtonsCheckout({ amountCents, purchase, bookingLabel, onCaptured, onFailed, onCancelled }: PaypalCheckoutProps) {
  // Without a client id the script is never requested: it stays 'initial' and the form shows the config error.
  const [script, setScript] = useState<ScriptState>({ status: PAYPAL_CLIENT_ID ? 'pending' : 'initial' });
  const [capturing, setCapturing] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const fail = useEffectEvent((error: unknown) => onFailed(error));

  useEffect(() => {
    let active = true;
    let clientId: string;
    try {
      clientId = requirePaypalClientId();
    } catch (error) {
      fail(error);
      return;
    }
    loadScript(paypalScriptOptions(clientId))
      .then((paypal) => {
        if (!active) return;
        if (!paypal?.Buttons) throw new Error('PayPal is unavailable right now. Please try again later.');
        setScript({ status: 'resolved', paypal });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setScript({ status: 'rejected' });
        fail(error);
      });
    return () => {
      active = false;
    };
  }, []);

  const approve = useEffectEvent(async (orderId: string | undefined, capture: (() => Promise<unknown>) | undefined) => {
    setCapturing(true);
    try {
      if (!capture) throw new Error('PayPal could not capture this payment.');
      if (!orderId) throw new Error(walletMessages.noOrderId);
      await capture();
      await onCaptured(orderId);
    } catch (error) {
      onFailed(error);
    }
  });
  const cancel = useEffectEvent(() => onCancelled());
  const { customId, description } = purchase;

  useEffect(() => {
    if (script.status !== 'resolved' || !container.current || !script.paypal.Buttons) return;
    const buttons = script.paypal.Buttons({
      style: { layout: 'vertical', shape: 'pill', label: 'pay' },
      createOrder: (_data, actions) => actions.order.create(paypalOrderBody({ customId, description }, amountCents)),
      onApprove: (data, actions) => approve(data.orderID, actions.order?.capture),
      onCancel: () => cancel(),
      onError: (error) => fail(error instanceof Error ? error : new Error(String(error.message ?? 'PayPal error'))),
    });
    void buttons.render(container.current).catch((error: unknown) => fail(error));
    return () => void buttons.close().catch(() => undefined);
  }, [script, customId, description, amountCents]);

  const busyLabel =
    script.status === 'initial' || script.status === 'pending'
      ? 'Loading PayPal…'
      : capturing
        ? bookingLabel
        : null;
  return (
    <CheckoutFrame heading={`Pay ${formatCents(amountCents)} with PayPal`} busyLabel={busyLabel} onCancel={capturing ? null : onCancelled}>
      {script.status === 'rejected' ? (
        <Alert severity="error">PayPal could not be loaded. Please try again later.</Alert>
      ) : (
        <Box ref={container} sx={{ minHeight: 160, p: 2, bgcolor: 'common.white' }} />
      )}
    </CheckoutFrame>
  );
}

/** PayPal checkout: the local sandbox where VITE_PAYPAL_SANDBOX_URL is set, PayPal's own script otherwise. */
export function PaypalCheckout(props: PaypalCheckoutProps) {
  return PAYPAL_SANDBOX_URL ? <SandboxPaypalCheckout {...props} /> : <PaypalButtonsCheckout {...props} />;
}
