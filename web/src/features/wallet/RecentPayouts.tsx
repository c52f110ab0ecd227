import { Box, Chip, List, ListItem, Skeleton, Typography, type ChipProps } from '@mui/material';
import { BANK_TRANSFER_LABEL } from './paymentMethods';
import { useRecentPayouts, type PayoutRow } from './useRecentPayouts';
import type { PayoutDoc } from '@shared/wallet/types';
import { DateTime } from '../../ui/DateTime';
import { Money } from '../../ui/Money';

const STATUS_CHIPS: Record<PayoutDoc['status'], { label: string; color: ChipProps['color'] }> = {
  pending: { label: 'Pending', color: 'warning' },
  completed: { label: 'Completed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

function destinationOf(payout: PayoutRow): string {
  if (payout.gateway === 'paypal') return payout.email ? `PayPal · ${payout.email}` : 'PayPal';
  return BANK_TRANSFER_LABEL;
}

function PayoutItem({ payout }: { payout: PayoutRow }) {
  const chip = STATUS_CHIPS[payout.status] ?? STATUS_CHIPS.pending;
  const requested = payout.createdAt ? <DateTime ms={payout.createdAt.toMillis()} /> : 'Just now';
  return (
    <ListItem
      data-testid="recent-payout"
      divider
      sx={{ px: 0, py: 1.25, gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap', justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography sx={{ fontWeight: 700 }}>
          <Money cents={payout.amount} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {destinationOf(payout)} · {requested}
        </Typography>
        {payout.status === 'failed' && payout.failureReason && (
          <Typography variant="body2" color="error.light">
            {payout.failureReason}
          </Typography>
        )}
      </Box>
      <Chip size="small" variant="outlined" color={chip.color} label={chip.label} />
    </ListItem>
  );
}

/** The user's latest withdrawals and where each one is. */
export function RecentPayouts({ uid }: { uid: string }) {
  const { status, payouts } = useRecentPayouts(uid);
  return (
    <Box component="section" aria-labelledby="recent-payouts-heading">
      <Typography id="recent-payouts-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Recent withdrawals
      </Typography>
      {status === 'loading' && (
        <Box role="status" aria-busy="true" aria-label="Loading recent withdrawals">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      )}
      {status === 'error' && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1.5 }}>
          Recent withdrawals could not be loaded.
        </Typography>
      )}
      {status === 'success' && payouts.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1.5 }}>
          No withdrawals yet.
        </Typography>
      )}
      {status === 'success' && payouts.length > 0 && (
        <List aria-labelledby="recent-payouts-heading" disablePadding>
          {payouts.map((payout) => (
            <PayoutItem key={payout.id} payout={payout} />
          ))}
        </List>
      )}
    </Box>
  );
}
