import { Box, Button, InputAdornment, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { formatCents } from '@shared/core/money';
import { PARLAY_FAILURE_SHARE, PARLAY_MULTIPLIER_LABEL, PARLAY_SUCCESS_SHARE } from '@shared/streamBets/constants';
import { parlayPaypalCustomId } from '@shared/streamBets/firestorePaths';
import { streamBetMessages } from '@shared/streamBets/messages';
import { parlayPayout } from '@shared/streamBets/pricing';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useFeatureFlags } from '../remoteConfig';
import { PaypalButton } from '../../ui/paypal/PaypalButton';
import { PaypalCheckout } from '../../ui/paypal/PaypalCheckout';
import { enabledMethods } from '../wallet';
import { CreditsStepper } from '../../ui/CreditsStepper';
import { SummaryRow } from './SummaryRow';
import { parlayCash, useAddParlay } from './useAddParlay';
import { amountCents, withAmount, withCredits } from './wagerMath';

interface KillsWinFormProps {
  uid: string;
  streamId: string;
  streamer: string;
  killsTarget: number;
  /** The signed-in user's name (locked) and credits. */
  username: string;
  availableCredits: number;
  onAdded: () => void;
}

const RULES = [
  'Counts the streamer’s next competitive Valorant match that starts after you add it.',
  'Completed when the streamer reaches the kills target and wins that match.',
  `Completed: the streamer receives ${PARLAY_SUCCESS_SHARE * 100}% of your donation. Failed: ${PARLAY_FAILURE_SHARE * 100}%.`,
  'Refunded if no competitive match is played within 6 hours.',
];

/**
 * The Kills + Win form: kills target, needs Win, 1.5X, the rules, the donation (cash and credits) and who it is from;
 * paid from the balance, or with PayPal where the deposit offers PayPal (the `paypal` flag), for cash without credits.
 */
export function KillsWinForm({ uid, streamId, streamer, killsTarget, username, availableCredits, onAdded }: KillsWinFormProps) {
  const { formik, paypalRequestId, payWithPaypal, sending } = useAddParlay(streamId, killsTarget, username, onAdded);
  const { enqueueSnackbar } = useSnackbar();
  const { values } = formik;
  const { flags, loading: flagsLoading } = useFeatureFlags();
  const paypalShown = !flagsLoading && enabledMethods(flags).includes('paypal');
  const [paying, setPaying] = useState(false);
  const ready = values.amount !== '' && formik.isValid && !sending;
  const total = amountCents(values.amount);
  const amountError = values.amount !== '' || formik.submitCount > 0 ? formik.errors.amount : undefined;
  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} sx={{ gap: 2 }} aria-label="Kills + Win Challenge">
      <Typography variant="body2">
        Donate to {streamer}: {PARLAY_SUCCESS_SHARE * 100}% of it goes to them when they win their next match with the kills target.
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover', flex: 1, minWidth: 90 }}>
          <Typography variant="caption" color="text.secondary">Kills target</Typography>
          <Typography variant="h6" component="p" data-testid="kills-target">{killsTarget}</Typography>
        </Box>
        <Box sx={{ px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover', flex: 1, minWidth: 90 }}>
          <Typography variant="caption" color="text.secondary">Needs</Typography>
          <Typography variant="h6" component="p">Win</Typography>
        </Box>
        <Box sx={{ px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover', flex: 1, minWidth: 90 }}>
          <Typography variant="caption" color="text.secondary">Multiplier</Typography>
          <Typography variant="h6" component="p">{PARLAY_MULTIPLIER_LABEL}</Typography>
        </Box>
      </Stack>
      <List dense disablePadding aria-label="Rules" sx={{ listStyle: 'disc', pl: 2.5 }}>
        {RULES.map((rule) => (
          <ListItem key={rule} disableGutters sx={{ display: 'list-item', py: 0 }}>
            <Typography variant="body2" color="text.secondary">{rule}</Typography>
          </ListItem>
        ))}
      </List>
      <Typography variant="caption" color="text.secondary">Valorant competitive only.</Typography>
      <TextField
        label="Name"
        name="challengerName"
        value={values.challengerName}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        disabled={Boolean(username)}
        error={Boolean(formik.touched.challengerName && formik.errors.challengerName)}
        helperText={formik.touched.challengerName ? formik.errors.challengerName : undefined}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Amount"
          name="amount"
          value={values.amount}
          onChange={(event) => void formik.setValues(withAmount(values, event.target.value, availableCredits))}
          error={Boolean(amountError)}
          helperText={amountError ?? '$5 minimum'}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
          sx={{ flex: 1 }}
        />
        <CreditsStepper credits={values.credits} available={availableCredits} onChange={(credits) => void formik.setValues(withCredits(values, credits))} />
      </Stack>
      <Box>
        <SummaryRow label="Streamer receives if completed" value={formatCents(parlayPayout(total, true))} strong />
        <SummaryRow label="Streamer receives if failed" value={formatCents(parlayPayout(total, false))} />
      </Box>
      {paying ? (
        <PaypalCheckout
          purchase={{ customId: parlayPaypalCustomId(uid, streamId, paypalRequestId), description: 'Kills + Win Challenge' }}
          amountCents={parlayCash(values)}
          bookingLabel="Adding your Kills + Win Challenge…"
          onCaptured={async (orderId) => {
            await payWithPaypal(values, orderId);
            setPaying(false);
          }}
          onFailed={(error) => {
            setPaying(false);
            enqueueSnackbar(errorMessage(error), { variant: 'error' });
          }}
          onCancelled={() => setPaying(false)}
        />
      ) : (
        <Stack sx={{ gap: 1.25 }}>
          <Button type="submit" variant="contained" disabled={!ready}>
            {sending ? 'Adding…' : 'Add Kills + Win Challenge'}
          </Button>
          {paypalShown && (
            <>
              <PaypalButton disabled={!ready || values.credits > 0} onClick={() => setPaying(true)} />
              {values.credits > 0 && (
                <Typography variant="caption" color="text.secondary">
                  {streamBetMessages.paypalCashOnly}
                </Typography>
              )}
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
