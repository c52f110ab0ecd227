import AccountBalanceRoundedIcon from '@mui/icons-material/AccountBalanceRounded';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { formatPence } from '../gbp';
import { formatCents } from '@shared/core/money';

/** Bank payments are in GBP: the amount the bank will be asked for, and the rate, before the payer goes on. */
export function BankTransferConfirm(props: {
  amountCents: number;
  amountPence: number;
  usdToGbp: number;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { amountCents, amountPence, usdToGbp, onConfirm, onBack } = props;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="bank-confirm-heading"
      sx={(theme) => ({ p: { xs: 2, sm: 2.5 }, borderRadius: 2, bgcolor: alpha(theme.palette.secondary.main, 0.05) })}
    >
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <AccountBalanceRoundedIcon color="secondary" aria-hidden />
        <Typography id="bank-confirm-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Confirm your bank payment
        </Typography>
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          alignItems: 'baseline',
          columnGap: 2,
          rowGap: 0.75,
          m: 0,
          '& dd': { m: 0, textAlign: 'right', fontWeight: 700 },
        }}
      >
        <Typography component="dt" color="text.secondary">
          Your bank pays
        </Typography>
        <Typography component="dd" data-testid="bank-amount-gbp" sx={{ fontSize: '1.25rem' }}>
          {formatPence(amountPence)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Added to your balance
        </Typography>
        <Typography component="dd">{formatCents(amountCents)}</Typography>
        <Typography component="dt" color="text.secondary">
          Exchange rate
        </Typography>
        <Typography component="dd">$1 = £{usdToGbp.toFixed(4).replace(/0{1,2}$/, '')}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Your balance goes up as soon as your bank confirms the payment, usually within a few seconds.
      </Typography>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} sx={{ gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button color="inherit" onClick={onBack}>
          Back
        </Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          Continue to your bank
        </Button>
      </Stack>
    </Paper>
  );
}
