import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import TollRoundedIcon from '@mui/icons-material/TollRounded';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BONUS_CREDIT_CENTS, formatCents } from '@shared/core/money';
import type { Account } from '@shared/ledger/types';
import { Money } from '../../ui/Money';

interface FigureProps {
  label: string;
  value: ReactNode;
  detail: string;
  icon: ReactNode;
  color: string;
  highlight?: boolean;
}

function Figure({ label, value, detail, icon, color, highlight }: FigureProps) {
  return (
    <Box
      sx={(theme) => ({
        gridColumn: { xs: highlight ? '1 / -1' : 'auto', sm: 'auto' },
        p: { xs: 2, sm: 2.5 },
        borderRadius: 1.5,
        border: `1px solid ${theme.palette.divider}`,
        bgcolor: highlight ? alpha(theme.palette.primary.main, 0.14) : alpha(theme.palette.common.white, 0.02),
        minWidth: 0,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color, mb: 1 }}>
        {icon}
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          {label}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </Box>
  );
}

/** Cash, Bonus Credits and Bonus Chest from the live account document; skeletons until it arrives. */
export function BalanceSummaryCard({ account }: { account: Account | undefined }) {
  const credits = account?.credits ?? 0;
  const chest = account?.bonus?.credits ?? 0;
  const loading = (content: ReactNode) => (account ? content : <Skeleton width="60%" />);
  return (
    <Card variant="outlined" component="section" aria-labelledby="balance-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="balance-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Your balance
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <Figure
            label="Cash balance"
            value={loading(<Money cents={account?.balance ?? 0} />)}
            detail="Available to bet, challenge or withdraw"
            icon={<AccountBalanceWalletRoundedIcon fontSize="small" />}
            color="primary.light"
            highlight
          />
          <Figure
            label="Bonus Credits"
            value={loading(credits)}
            detail={`Worth ${formatCents(credits * BONUS_CREDIT_CENTS)} on bets`}
            icon={<TollRoundedIcon fontSize="small" />}
            color="secondary.main"
          />
          <Figure
            label="Bonus Chest"
            value={loading(chest)}
            detail="1 unlocks per $20 wagered"
            icon={<Inventory2RoundedIcon fontSize="small" />}
            color="warning.light"
          />
        </Box>
      </CardContent>
    </Card>
  );
}
