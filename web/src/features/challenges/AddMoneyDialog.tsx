import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { ANONYMOUS_NAME } from '@shared/challenges/constants';
import { doubleDownFormSchema } from '@shared/challenges/schemas';
import { formatCents } from '@shared/core/money';
import type { UserDoc } from '@shared/users/types';
import { textFieldProps } from '../../lib/formik';
import { StakeFields } from './StakeFields';
import { stakeOf } from './stake';
import { usePotActions, type PotIds } from './useChallengeActions';

/** The pot money is added to: a challenge's or an event's. */
export interface PotSummary {
  ids: PotIds;
  title: string;
  totalAmount: number;
}

/** Add Money: a double-down of $5 to $5,000 into an open challenge's or event's pot, shown as 'Anonymous' when asked. */
export function AddMoneyDialog({ pot, userDoc, onClose }: { pot: PotSummary; userDoc: UserDoc; onClose: () => void }) {
  const { addMoney, sending } = usePotActions(pot.ids);
  const formik = useFormik({
    initialValues: { challengerName: userDoc.username, basePrice: '', credits: 0, anonymous: false },
    validationSchema: doubleDownFormSchema('dollars'),
    onSubmit: async (values) => {
      if (await addMoney({ challengerName: values.challengerName, anonymous: values.anonymous, ...stakeOf(values) })) onClose();
    },
  });
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby="add-money-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="add-money-title">Add Money</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {pot.title} · pot {formatCents(pot.totalAmount)}
            </Typography>
            <TextField {...textFieldProps(formik, 'challengerName')} label="Name" disabled value={formik.values.anonymous ? ANONYMOUS_NAME : formik.values.challengerName} />
            <StakeFields formik={formik} balance={userDoc.account.balance} availableCredits={userDoc.account.credits} />
            <FormControlLabel control={<Checkbox name="anonymous" checked={formik.values.anonymous} onChange={formik.handleChange} />} label="Add anonymously" />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? 'Adding…' : 'Add Money'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
