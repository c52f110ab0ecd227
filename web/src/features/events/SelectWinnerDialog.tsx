import { Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormHelperText, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useId } from 'react';
import * as yup from 'yup';
import { formatCents } from '@shared/core/money';
import { eventSplit } from '@shared/events/payout';
import { winnersSchema } from '@shared/events/schemas';
import type { EventDoc } from '@shared/events/types';
import { shownError } from '../../lib/formik';
import { DialogFooter } from '../../ui/DialogFooter';
import { useEventAdmin } from './useEventActions';

const schema = yup.object({ winners: winnersSchema.required() });

/** 'Select Winner' for a manual or rank event whose results are pending: the winners split the payout equally. */
export function SelectWinnerDialog({ event, onClose }: { event: EventDoc; onClose: () => void }) {
  const { pickWinners, sending } = useEventAdmin();
  const titleId = useId();
  const formik = useFormik<{ winners: string[] }>({
    initialValues: { winners: [] },
    validationSchema: schema,
    onSubmit: async ({ winners }) => {
      if (await pickWinners(event.id, winners)) onClose();
    },
  });
  const chosen = formik.values.winners;
  const toggle = (uid: string) => void formik.setFieldValue('winners', chosen.includes(uid) ? chosen.filter((id) => id !== uid) : [...chosen, uid]);
  const error = shownError(formik, 'winners');
  const split = chosen.length > 0 ? eventSplit(event.totalAmount, event.kind, chosen.length) : null;
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>Select Winner</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {event.title} · pot {formatCents(event.totalAmount)}
          </Typography>
          <FormGroup aria-label="Entrants">
            {event.users.map((user) => (
              <FormControlLabel key={user.id} control={<Checkbox checked={chosen.includes(user.id)} onChange={() => toggle(user.id)} />} label={user.username} />
            ))}
          </FormGroup>
          {event.users.length === 0 && <Typography color="text.secondary">Nobody entered this event.</Typography>}
          {error && <FormHelperText error>{error}</FormHelperText>}
          {split && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Each winner is paid {formatCents(split.perWinner)}
            </Typography>
          )}
        </DialogContent>
        <DialogFooter busy={sending} label="Pay winners" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
