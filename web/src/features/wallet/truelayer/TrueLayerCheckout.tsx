import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { Box, Dialog, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import { useMemo, useRef } from 'react';
import { useWindowMessages } from '../../../lib/useWindowMessages';
import { bankRedirectUrl, hostedPageSrc, parseHppMessage } from './hppMessages';
import { BRAND_COLORS } from '../../../ui/brand';
import { TRUELAYER_MODAL } from '../constants';
import { formatWalletMessage } from '@shared/wallet/messages';

export interface TrueLayerCheckoutProps {
  /** From createTrueLayerPayment. */
  hostedPageUrl: string;
  /** The payment was authorised ('done'): the balance follows once the bank settles it. */
  onDone: (paymentId: string | null) => void;
  /** The payer cancelled. */
  onAbort: () => void;
  /** The bank tab finished (approved or declined there); the payment's outcome is for the server to learn. */
  onBankTabClosed: () => void;
  /** The bank declined and the payer dismissed the message. */
  onDeclined: () => void;
  onError: (message: string) => void;
}

/**
 * TrueLayer's hosted payment page in a 600 x 750 modal (full screen on small screens). The page talks to us
 * through postMessage; only messages from its origin, or from the bank tab we opened, are acted on.
 */
export function TrueLayerCheckout(props: TrueLayerCheckoutProps) {
  const { hostedPageUrl } = props;
  const fullScreen = useMediaQuery(`(max-width:${TRUELAYER_MODAL.fullScreenBelow}px)`);
  const frame = useRef<HTMLIFrameElement>(null);
  const bankTab = useRef<Window | null>(null);
  const hppOrigin = useMemo(() => new URL(hostedPageUrl).origin, [hostedPageUrl]);
  const src = useMemo(() => hostedPageSrc(hostedPageUrl, window.location.origin), [hostedPageUrl]);

  const closeBankTab = () => {
    bankTab.current?.close();
    bankTab.current = null;
  };

  const abort = () => {
    closeBankTab();
    props.onAbort();
  };

  useWindowMessages((event) => {
    const fromOurWindows = event.source === frame.current?.contentWindow || (bankTab.current && event.source === bankTab.current);
    if (!fromOurWindows) {
      if (event.origin === hppOrigin) console.warn('Ignored a bank payment message from an unknown window');
      return;
    }
    const message = parseHppMessage(event, hppOrigin);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        frame.current?.contentWindow?.postMessage({ type: 'appearance', primaryColor: BRAND_COLORS.primary }, hppOrigin);
        return;
      case 'handoff_start':
        return;
      case 'provider_redirect': {
        const url = bankRedirectUrl(message.uri, hostedPageUrl);
        if (!url) {
          closeBankTab();
          props.onError(formatWalletMessage.invalidBankRedirect(String(message.uri)));
          return;
        }
        // The bank's page opens in a new tab, which keeps this page (and the modal) alive; where pop-ups are blocked
        // it replaces this page.
        const opened = window.open(url, '_blank');
        if (opened) bankTab.current = opened;
        else window.location.assign(url);
        return;
      }
      case 'close_bank_tab':
        closeBankTab();
        props.onBankTabClosed();
        return;
      case 'done':
        closeBankTab();
        props.onDone(message.paymentId);
        return;
      case 'close':
        abort();
        return;
      case 'error_dismissed':
        closeBankTab();
        props.onDeclined();
        return;
    }
  });

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      onClose={(_event, reason) => reason !== 'backdropClick' && abort()}
      aria-labelledby="truelayer-modal-title"
      slotProps={{
        paper: {
          sx: fullScreen
            ? { display: 'flex', flexDirection: 'column' }
            : {
                width: TRUELAYER_MODAL.width,
                height: TRUELAYER_MODAL.height,
                maxWidth: 'calc(100% - 32px)',
                maxHeight: 'calc(100% - 32px)',
                m: 2,
                display: 'flex',
                flexDirection: 'column',
                overflow: 'hidden',
              },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', pl: 2, pr: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="truelayer-modal-title" variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          Instant Bank Transfer
        </Typography>
        <IconButton aria-label="Cancel bank payment" onClick={abort}>
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, bgcolor: 'common.white' }}>
        <Box
          component="iframe"
          ref={frame}
          title="Instant Bank Transfer payment"
          src={src}
          allow="payment"
          sx={{ display: 'block', width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    </Dialog>
  );
}
