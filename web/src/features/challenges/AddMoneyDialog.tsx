import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { ANONYMOUS_NAME } from '@shared/challenges/constants';
import { doubleDownFormSchema } from '@shared/challenges/schemas';
import type { ChallengeDoc } from '@shared/challenges/types';
import { formatCents } from '@shared/core/money';
import type { UserDoc } from '@shared/users/types';
import { textFieldProps } from '../../lib/formik';
import { StakeFields } from './StakeFields';
import { stakeOf } from './stake';
import { useChallengeActions } from './useChallengeActions';

/** Add Money: a double-down of $5 to $5,000 into an open challenge's pot, shown as 'Anonymous' when asked. */
export function AddMoneyDialog({ challenge, userDoc, onClose }: { challenge: ChallengeDoc; userDoc: UserDoc; onClose: () => void }) {
  const { addMoney, sending } = useChallengeActions(challenge.streamId, challenge.id);
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
              {challenge.title} · pot {formatCents(challenge.totalAmount)}
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
