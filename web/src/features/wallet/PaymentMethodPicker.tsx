import AccountBalanceRoundedIcon from '@mui/icons-material/AccountBalanceRounded';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { PaypalButton } from '../../ui/paypal/PaypalButton';
import { BANK_TRANSFER_LABEL, type PaymentMethod } from './paymentMethods';
import { walletMessages } from '@shared/wallet/messages';

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
        <PaypalButton disabled={disabled} pending={pending === 'paypal'} onClick={() => onPick('paypal')} />
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
