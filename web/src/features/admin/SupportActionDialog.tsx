import {
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import { useFormik } from 'formik';
import { useId, useMemo } from 'react';
import { MAX_GRANT_CREDITS } from '@shared/support/messages';
import type { SupportUserView } from '@shared/support/types';
import { textFieldProps } from '../../lib/formik';
import { DialogFooter } from '../../ui/DialogFooter';
import { ReasonField } from '../../ui/ReasonField';
import { EMPTY_ACTION_FORM, actionFormSchema, actionValues, adjustmentPreview, type ActionFormValues } from './actionForm';
import type { DeskAction } from './supportActions';
import { useSupportAction } from './useSupportAction';

interface SupportActionDialogProps {
  action: DeskAction;
  view: SupportUserView;
  onClose: () => void;
}

/**
 * Asks for the written reason (and the credits or amount of a money action) and runs the action. Mounted per
 * action: the write keeps one request id for the dialog until it goes through, so a second press or a retry after
 * a lost answer changes nothing twice.
 */
export function SupportActionDialog({ action, view, onClose }: SupportActionDialogProps) {
  const { run, running } = useSupportAction(view);
  const schema = useMemo(() => actionFormSchema(action.field, view), [action.field, view]);
  const titleId = useId();
  const textId = useId();
  const formik = useFormik<ActionFormValues>({
    initialValues: EMPTY_ACTION_FORM,
    validationSchema: schema,
    onSubmit: async (values) => {
      if (await run(action.id, actionValues(action.field, values))) onClose();
    },
  });
  const amount = textFieldProps(formik, 'amount');
  const preview = action.field === 'amount' ? adjustmentPreview(view, formik.values.amount) : null;

  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="support-action-dialog"
    >
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>{action.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2.5 }}>
            {action.describe(view)}
          </DialogContentText>
          <Stack sx={{ gap: 2.5 }}>
            {action.field === 'bonusCredits' && (
              <TextField
                {...textFieldProps(formik, 'bonusCredits')}
                label="Bonus Credits"
                type="number"
                required
                disabled={running}
                slotProps={{ htmlInput: { min: 1, max: MAX_GRANT_CREDITS, step: 1, inputMode: 'numeric' } }}
                sx={{ maxWidth: 220 }}
              />
            )}
            {action.field === 'amount' && (
              <TextField
                {...amount}
                label="Amount (negative to take money off)"
                type="number"
                required
                disabled={running}
                helperText={amount.helperText ?? (preview ? `Balance: ${preview}` : 'In dollars, such as 25 or -12.50.')}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  htmlInput: { step: 0.01, inputMode: 'decimal' },
                }}
                sx={{ maxWidth: 320 }}
              />
            )}
            <ReasonField formik={formik} disabled={running} />
          </Stack>
        </DialogContent>
        <DialogFooter
          busy={running}
          label={action.confirm}
          busyLabel="Saving…"
          spinner
          color={action.restrictive ? 'warning' : 'primary'}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
