import AccountBalanceRoundedIcon from '@mui/icons-material/AccountBalanceRounded';
import AlternateEmailRoundedIcon from '@mui/icons-material/AlternateEmailRounded';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { PAYMENT_METHOD_LABELS } from './paymentMethods';
import type { PaymentGateway, WalletSummary } from '@shared/wallet/types';

function destinationOf(method: PaymentGateway, summary: WalletSummary): string {
  if (method === 'paypal') return summary.paypalEmail ? `To ${summary.paypalEmail} or another PayPal email` : 'To your PayPal account';
  return summary.bankAccountLabel ? `To ${summary.bankAccountLabel}, paid in GBP` : 'To the bank account you deposited from, in GBP';
}

interface PayoutMethodPickerProps {
  summary: WalletSummary;
  value: PaymentGateway;
  onChange: (method: PaymentGateway) => void;
  disabled?: boolean;
}

/** The payout methods open to the user: the providers they deposited with. */
export function PayoutMethodPicker({ summary, value, onChange, disabled }: PayoutMethodPickerProps) {
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        Payout method
      </FormLabel>
      <RadioGroup
        name="payout-method"
        value={value}
        onChange={(event) => onChange(event.target.value as PaymentGateway)}
        sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {summary.payoutMethods.map((method) => {
          const selected = method === value;
          const Icon = method === 'paypal' ? AlternateEmailRoundedIcon : AccountBalanceRoundedIcon;
          return (
            <FormControlLabel
              key={method}
              value={method}
              control={<Radio />}
              label={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0, py: 0.5 }}>
                  <Icon color={selected ? 'secondary' : 'action'} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{PAYMENT_METHOD_LABELS[method]}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {destinationOf(method, summary)}
                    </Typography>
                  </Box>
                </Box>
              }
              sx={(theme) => ({
                m: 0,
                pr: 1.5,
                borderRadius: 1.5,
                border: `1px solid ${selected ? theme.palette.secondary.main : theme.palette.divider}`,
                bgcolor: selected ? alpha(theme.palette.secondary.main, 0.06) : 'transparent',
                transition: theme.transitions.create(['border-color', 'background-color']),
                '& .MuiFormControlLabel-label': { minWidth: 0 },
              })}
            />
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
