import { Box } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { useWindowMessages } from '../../lib/useWindowMessages';
import type { PaypalCheckoutProps } from './paypalOrder';
import { CheckoutFrame } from './CheckoutFrame';
import { captureSandboxOrder, createSandboxOrder, sandboxApprovalUrl, sandboxMessage } from './sandboxApi';
import { formatCents } from '@shared/core/money';
import { walletMessages } from '@shared/wallet/messages';

type Phase = { name: 'creating' } | { name: 'approving'; orderId: string } | { name: 'capturing'; orderId: string };

const FRAME_HEIGHT = 440;

/**
 * PayPal checkout against the local sandbox (where PayPal's script cannot load): the browser creates the order
 * as the script would, the payer approves it in the sandbox's page in an iframe, then the order is captured and
 * the server verifies it with the provider before booking the payment.
 */
export function SandboxPaypalCheckout({ amountCents, purchase, bookingLabel, onCaptured, onFailed, onCancelled }: PaypalCheckoutProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'creating' });
  const fail = useEffectEvent((error: unknown) => onFailed(error));

  const { customId, description } = purchase;
  useEffect(() => {
    let active = true;
    createSandboxOrder({ customId, description }, amountCents)
      .then((orderId) => {
        if (!active) return;
        if (!orderId) throw new Error(walletMessages.noOrderId);
        setPhase({ name: 'approving', orderId });
      })
      .catch((error: unknown) => active && fail(error));
    return () => {
      active = false;
    };
  }, [customId, description, amountCents]);

  const onMessage = async (event: MessageEvent) => {
    if (phase.name !== 'approving') return;
    const message = sandboxMessage(event, phase.orderId);
    if (!message) return;
    if (message.type === 'cancelled') {
      onCancelled();
      return;
    }
    setPhase({ name: 'capturing', orderId: phase.orderId });
    try {
      await captureSandboxOrder(phase.orderId);
      await onCaptured(phase.orderId);
    } catch (error) {
      onFailed(error);
    }
  };

  useWindowMessages((event) => void onMessage(event));

  const orderId = phase.name === 'creating' ? null : phase.orderId;
  const busyLabel =
    phase.name === 'creating'
      ? 'Connecting to PayPal…'
      : phase.name === 'capturing'
        ? bookingLabel
        : null;
  return (
    <CheckoutFrame
      heading={`Pay ${formatCents(amountCents)} with PayPal`}
      busyLabel={busyLabel}
      // Once the approval page shows, its own Cancel button is the one to use.
      onCancel={phase.name === 'creating' ? onCancelled : null}
    >
      <Box sx={{ height: FRAME_HEIGHT, bgcolor: 'common.white' }}>
        {orderId && (
          <Box
            component="iframe"
            title="PayPal checkout"
            src={sandboxApprovalUrl(orderId)}
            sx={{ display: 'block', width: '100%', height: '100%', border: 0 }}
          />
        )}
      </Box>
    </CheckoutFrame>
  );
}
