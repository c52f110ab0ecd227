import { Box, Button, Stack } from '@mui/material';
import type { FormikHandlers } from 'formik';
import type { ReactNode } from 'react';
import { PayoutConfirmDialog } from './PayoutConfirmDialog';
import type { usePayoutFlow } from './usePayoutFlow';
import { VerifyIdentityDialog } from './VerifyIdentityDialog';

type PayoutFlowDialogs = Pick<
  ReturnType<typeof usePayoutFlow>,
  'confirmOpen' | 'sending' | 'confirm' | 'cancel' | 'verifyOpen' | 'closeVerify'
>;

interface PayoutFormFrameProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormikHandlers['handleSubmit'];
  flow: PayoutFlowDialogs;
  submitLabel: string;
  /** The confirmation's question and what it explains. */
  confirmTitle: string;
  confirmDetails: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/** What every payout form shares: its fields, the submit button, then the confirmation and identity dialogs. */
export function PayoutFormFrame({ label, onSubmit, flow, submitLabel, confirmTitle, confirmDetails, children }: PayoutFormFrameProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack sx={{ gap: 2.5 }}>
        {children}
        <Button type="submit" variant="contained" size="large" disabled={flow.sending} sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 180 }}>
          {submitLabel}
        </Button>
      </Stack>
      <PayoutConfirmDialog
        open={flow.confirmOpen}
        title={confirmTitle}
        confirmLabel="Confirm withdrawal"
        sending={flow.sending}
        onConfirm={() => void flow.confirm()}
        onCancel={flow.cancel}
      >
        {confirmDetails}
      </PayoutConfirmDialog>
      <VerifyIdentityDialog open={flow.verifyOpen} onClose={flow.closeVerify} />
    </Box>
  );
}
