import AccountBalanceRoundedIcon from '@mui/icons-material/AccountBalanceRounded';
import { Alert, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { BANK_TRANSFER_LABEL, type PaymentMethod } from './paymentMethods';
import { walletMessages } from '@shared/wallet/messages';

/**
 * PayPal's logotype, drawn as a graphic: a logotype keeps its brand colours (WCAG 1.4.3 exempts logotypes), and
 * the button is named in words.
 */
function PaypalWordmark() {
  return (
    <Box component="svg" aria-hidden viewBox="0 0 66 24" sx={{ width: 66, height: 24, display: 'block' }}>
      <text x="1" y="18" fontSize="18.4" fontWeight="800" fontStyle="italic" letterSpacing="-0.4" fontFamily="inherit">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </Box>
  );
}

interface PaymentMethodPickerProps {
  methods: PaymentMethod[];
  loading: boolean;
  disabled: boolean;
  /** The method whose payment is being created (its button shows a spinner). */
  pending: PaymentMethod | null;
  onPick: (method: PaymentMethod) => void;
}

/** One button per enabled payment method; choosing one starts that checkout for the amount entered. */
export function PaymentMethodPicker({ methods, loading, disabled, pending, onPick }: PaymentMethodPickerProps) {
  if (loading) {
    return (
      <Stack sx={{ gap: 1.25 }} role="status" aria-busy="true" aria-label="Loading payment methods">
        <Skeleton variant="rounded" height={48} sx={{ borderRadius: 999 }} />
        <Skeleton variant="rounded" height={48} sx={{ borderRadius: 999 }} />
      </Stack>
    );
  }
  if (methods.length === 0) return <Alert severity="info">{walletMessages.featureDisabled}</Alert>;
  return (
    <Stack component="fieldset" sx={{ gap: 1.25, border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1.25, p: 0 }}>
        Pay with
      </Typography>
      {methods.includes('paypal') && (
        <Button
          size="large"
          variant="contained"
          aria-label="Pay with PayPal"
          disabled={disabled}
          onClick={() => onPick('paypal')}
          sx={{
            height: 48,
            bgcolor: '#ffc439',
            color: '#111',
            fontSize: '1.15rem',
            '&:hover': { bgcolor: '#f2ba36' },
            '&.Mui-disabled': { bgcolor: 'rgba(255,196,57,0.35)', '& svg': { opacity: 0.6 } },
          }}
        >
          {pending === 'paypal' ? <CircularProgress size={22} sx={{ color: '#111' }} /> : <PaypalWordmark />}
        </Button>
      )}
      {methods.includes('truelayer') && (
        <Button
          size="large"
          variant="outlined"
          color="secondary"
          disabled={disabled}
          onClick={() => onPick('truelayer')}
          loading={pending === 'truelayer'}
          loadingPosition="start"
          startIcon={<AccountBalanceRoundedIcon />}
          sx={{ height: 48 }}
        >
          {BANK_TRANSFER_LABEL}
        </Button>
      )}
    </Stack>
  );
}
