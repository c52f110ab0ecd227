import { TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { SUPPORT_REASON_MAX_LENGTH, SUPPORT_REASON_MIN_LENGTH } from '@shared/support/messages';
import { textFieldProps } from '../lib/formik';

/** The written reason every audited admin action asks for (kept in the audit log, never shown to the customer). */
export function ReasonField<V extends { reason: string }>({ formik, disabled }: { formik: FormikProps<V>; disabled: boolean }) {
  const reason = textFieldProps(formik, 'reason');
  return (
    <TextField
      {...reason}
      label="Reason"
      required
      multiline
      minRows={3}
      disabled={disabled}
      helperText={
        reason.helperText ??
        `Kept in the audit log with your name, never shown to the customer. ${SUPPORT_REASON_MIN_LENGTH} to ${SUPPORT_REASON_MAX_LENGTH} characters.`
      }
      slotProps={{ htmlInput: { maxLength: SUPPORT_REASON_MAX_LENGTH } }}
    />
  );
}
