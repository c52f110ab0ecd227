import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import CallMadeRoundedIcon from '@mui/icons-material/CallMadeRounded';
import CallReceivedRoundedIcon from '@mui/icons-material/CallReceivedRounded';
import SwapVertRoundedIcon from '@mui/icons-material/SwapVertRounded';
import { Box, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Money } from '../../ui/Money';
import type { WalletSummary } from '@shared/wallet/types';

interface FigureProps {
  id: string;
  label: string;
  /** Cents; undefined while loading, null when it could not be loaded. */
  cents: number | null | undefined;
  detail: string;
  icon: ReactNode;
  color: string;
  highlight?: boolean;
}

function Figure({ id, label, cents, detail, icon, color, highlight }: FigureProps) {
  const labelId = `${id}-label`;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      data-testid={id}
      sx={(theme) => ({
        gridColumn: highlight ? { xs: '1 / -1', md: 'auto' } : 'auto',
        p: highlight ? { xs: 1.75, sm: 2.5 } : { xs: 1.25, sm: 2.5 },
        borderRadius: 1.5,
        border: `1px solid ${highlight ? alpha(theme.palette.primary.main, 0.6) : theme.palette.divider}`,
        bgcolor: highlight ? alpha(theme.palette.primary.main, 0.16) : alpha(theme.palette.common.white, 0.02),
        minWidth: 0,
      })}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color,
          mb: 0.75,
          // Three figures share a phone's width: their icons give way to the labels.
          '& svg': { display: highlight ? 'inline-block' : { xs: 'none', sm: 'inline-block' } },
        }}
      >
        {icon}
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 700, color: 'text.secondary', fontSize: { xs: '0.78rem', sm: '0.875rem' } }}>
          {label}
        </Typography>
      </Box>
      <Typography
        data-testid={`${id}-value`}
        sx={{
          fontSize: highlight ? { xs: '1.9rem', sm: '2.25rem' } : { xs: '1.05rem', sm: '1.6rem' },
          fontWeight: 800,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {cents === undefined ? <Skeleton width="70%" /> : cents === null ? '—' : <Money cents={cents} />}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ display: highlight ? 'block' : { xs: 'none', sm: 'block' } }}>
        {detail}
      </Typography>
    </Box>
  );
}

interface WalletTotalsProps {
  /** Live cash balance in cents; undefined while the account loads. */
  balance: number | undefined;
  /** Undefined while the summary loads, null when it could not be loaded. */
  summary: WalletSummary | null | undefined;
}

function pick(summary: WalletSummary | null | undefined, key: 'deposits' | 'withdrawals' | 'netDeposits') {
  return summary === null ? null : summary?.[key];
}

/** The available balance and the lifetime totals of deposits, withdrawals and net deposits. */
export function WalletTotals({ balance, summary }: WalletTotalsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: '1.4fr repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Figure
        id="available-balance"
        label="Available balance"
        cents={balance}
        detail="Your cash balance"
        icon={<AccountBalanceWalletRoundedIcon fontSize="small" />}
        color="primary.light"
        highlight
      />
      <Figure
        id="total-deposits"
        label="Deposits"
        cents={pick(summary, 'deposits')}
        detail="All completed deposits"
        icon={<CallReceivedRoundedIcon fontSize="small" />}
        color="success.main"
      />
      <Figure
        id="total-withdrawals"
        label="Withdrawals"
        cents={pick(summary, 'withdrawals')}
        detail="Requested and paid out"
        icon={<CallMadeRoundedIcon fontSize="small" />}
        color="warning.main"
      />
      <Figure
        id="net-deposits"
        label="Net deposits"
        cents={pick(summary, 'netDeposits')}
        detail="Deposits minus withdrawals"
        icon={<SwapVertRoundedIcon fontSize="small" />}
        color="secondary.main"
      />
    </Box>
  );
}
