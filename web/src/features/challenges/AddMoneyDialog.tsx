import { Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import { ANONYMOUS_NAME, DOUBLE_DOWN_PAYPAL_DESCRIPTION } from '@shared/challenges/constants';
import { doubleDownPaypalCustomId } from '@shared/challenges/firestorePaths';
import { eventDoubleDownPaypalCustomId } from '@shared/events/firestorePaths';
import { doubleDownFormSchema } from '@shared/challenges/schemas';
import { formatCents } from '@shared/core/money';
import type { UserDoc } from '@shared/users/types';
import { textFieldProps } from '../../lib/formik';
import { newRequestId } from '../../lib/requestId';
import { DialogFooter } from '../../ui/DialogFooter';
import { PaypalButton } from '../../ui/paypal/PaypalButton';
import { useFeatureFlags } from '../remoteConfig';
import { PaypalStep } from './PaypalStep';
import { StakeFields } from './StakeFields';
import { paypalApplies, stakeOf } from './stake';
import { usePotActions, type PotIds } from './useChallengeActions';

/** The pot money is added to: a challenge's or an event's. */
export interface PotSummary {
  ids: PotIds;
  title: string;
  totalAmount: number;
}

/** The custom id a PayPal order for this double-down must carry (the server checks payer, pot and request). */
function paypalCustomId(uid: string, ids: PotIds, requestId: string): string {
  return 'eventId' in ids ? eventDoubleDownPaypalCustomId(uid, ids.eventId, requestId) : doubleDownPaypalCustomId(uid, ids.streamId, ids.challengeId, requestId);
}

/**
 * Add Money: a double-down of $5 to $5,000 into an open challenge's or event's pot, from the balance and credits or
 * with PayPal, shown as 'Anonymous' when asked.
 */
export function AddMoneyDialog({ pot, uid, userDoc, onClose }: { pot: PotSummary; uid: string; userDoc: UserDoc; onClose: () => void }) {
  const { addMoney, sending } = usePotActions(pot.ids);
  const paypalEnabled = useFeatureFlags().flags.paypal;
  const [paying, setPaying] = useState<{ requestId: string; amountCents: number } | null>(null);
  const formik = useFormik({
    initialValues: { challengerName: userDoc.username, basePrice: '', credits: 0, anonymous: false },
    validationSchema: doubleDownFormSchema('dollars'),
    onSubmit: async (values) => {
      if (await addMoney({ challengerName: values.challengerName, anonymous: values.anonymous, ...stakeOf(values) })) onClose();
    },
  });
  const { values } = formik;
  const showPaypal = paypalApplies(values, paypalEnabled);

  const payWithPaypal = async () => {
    const errors = await formik.validateForm();
    void formik.setTouched({ basePrice: true }, false);
    if (Object.keys(errors).length > 0) return;
    setPaying({ requestId: newRequestId(), amountCents: stakeOf(values).basePrice });
  };

  return (
    <Dialog open onClose={sending || paying ? undefined : onClose} aria-labelledby="add-money-title" fullWidth maxWidth="sm">
      <DialogTitle id="add-money-title">Add Money</DialogTitle>
      {paying ? (
        <DialogContent>
          <PaypalStep
            summary={pot.title}
            amountCents={paying.amountCents}
            purchase={{
              customId: paypalCustomId(uid, pot.ids, paying.requestId),
              description: DOUBLE_DOWN_PAYPAL_DESCRIPTION,
            }}
            onCaptured={async (orderId) => {
              const stake = { challengerName: values.challengerName, anonymous: values.anonymous, basePrice: paying.amountCents, credits: 0 };
              const added = await addMoney(stake, { orderId, requestId: paying.requestId });
              if (added) onClose();
              return added;
            }}
            onBack={() => setPaying(null)}
          />
        </DialogContent>
      ) : (
        <form noValidate onSubmit={formik.handleSubmit}>
          <DialogContent>
            <Stack sx={{ gap: 2, pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {pot.title} · pot {formatCents(pot.totalAmount)}
              </Typography>
              <TextField {...textFieldProps(formik, 'challengerName')} label="Name" disabled value={values.anonymous ? ANONYMOUS_NAME : values.challengerName} />
              <StakeFields formik={formik} balance={userDoc.account.balance} availableCredits={userDoc.account.credits} />
              <FormControlLabel control={<Checkbox name="anonymous" checked={values.anonymous} onChange={formik.handleChange} />} label="Add anonymously" />
              {showPaypal && <PaypalButton disabled={sending} onClick={() => void payWithPaypal()} />}
            </Stack>
          </DialogContent>
          <DialogFooter busy={sending} label="Add Money" busyLabel="Adding…" onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
