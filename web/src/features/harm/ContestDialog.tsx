import { Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { CONTEST_MAX_LENGTH } from '@shared/harm/messages';
import { contestFormSchema } from '@shared/harm/schemas';
import { contestHarmDecision } from './contestHarmDecision';
import { errorMessage } from '../../lib/errors';
import { textFieldProps } from '../../lib/formik';
import { DialogFooter } from '../../ui/DialogFooter';

/** The customer asks for a second look at the automated pause, in their own words (kept as a case note). */
export function ContestDialog({ onClose }: { onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const textId = useId();
  const formik = useFormik({
    initialValues: { text: '' },
    validationSchema: contestFormSchema,
    onSubmit: async ({ text }) => {
      setSending(true);
      try {
        await contestHarmDecision(text);
        enqueueSnackbar('Thanks. Our team will look again and get back to you.', { variant: 'success' });
        onClose();
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      } finally {
        setSending(false);
      }
    },
  });
  const text = textFieldProps(formik, 'text');
  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} aria-describedby={textId}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>Ask us to look again</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            Tell us why you think the pause is wrong. A member of our team reads every request and decides; until then deposits and
            betting stay paused, and you can still withdraw.
          </DialogContentText>
          <TextField
            {...text}
            label="Why should we look again?"
            required
            multiline
            minRows={4}
            fullWidth
            disabled={sending}
            slotProps={{ htmlInput: { maxLength: CONTEST_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogFooter busy={sending} label="Send" busyLabel="Sending…" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
