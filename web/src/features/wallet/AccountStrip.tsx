import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import TollRoundedIcon from '@mui/icons-material/TollRounded';
import { Box, ButtonBase, Skeleton, Tooltip, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { plural } from '../../lib/plural';
import { useCurrentUser } from '../auth';
import { useDepositDialog } from './useDepositDialog';
import { formatCents } from '@shared/core/money';

const ACCOUNT_TOOLTIPS = {
  bonusChest: 'Bonus Chest: locked Bonus Credits. Every $20 you wager unlocks one.',
  bonusCredits: 'Bonus Credits: 1 credit = $5 to use on bets and challenges',
  balance: 'Cash balance. Click to deposit',
} as const;

const segmentSx = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: { xs: 0.5, sm: 0.75 },
  height: { xs: 32, sm: 36 },
  px: { xs: 1, sm: 1.5 },
  borderRadius: 999,
  fontWeight: 700,
  fontSize: { xs: '0.8rem', sm: '0.9rem' },
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  outline: 'none',
  '& svg': { fontSize: { xs: 16, sm: 18 } },
  '&:focus-visible': { boxShadow: `0 0 0 2px ${theme.palette.secondary.main}` },
});

interface CountSegmentProps {
  testId: string;
  tooltip: string;
  label: string;
  icon: ReactNode;
  value: number;
  color: string;
}

/** A read-only figure; focusable so keyboard users get its tooltip too. */
function CountSegment({ testId, tooltip, label, icon, value, color }: CountSegmentProps) {
  return (
    <Tooltip title={tooltip} describeChild>
      <Box
        component="span"
        role="img"
        tabIndex={0}
        aria-label={label}
        data-testid={testId}
        sx={[segmentSx, { color, cursor: 'help' }]}
      >
        {icon}
        <Box component="span" aria-hidden>
          {value}
        </Box>
      </Box>
    </Tooltip>
  );
}

function StripSkeleton() {
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} data-testid="account-strip-loading">
      <Skeleton variant="rounded" sx={{ borderRadius: 999 }} width={44} height={32} />
      <Skeleton variant="rounded" sx={{ borderRadius: 999 }} width={44} height={32} />
      <Skeleton variant="rounded" sx={{ borderRadius: 999 }} width={96} height={32} />
    </Box>
  );
}

/** Bonus Chest credits, Bonus Credits and cash balance from the live account document. */
export function AccountStrip() {
  const { userDoc } = useCurrentUser();
  const depositDialog = useDepositDialog();
  const account = userDoc?.account;
  if (!account) return <StripSkeleton />;

  const balance = formatCents(account.balance);
  const chest = account.bonus?.credits ?? 0;
  const credits = account.credits ?? 0;
  return (
    <Box
      role="group"
      aria-label="Account balances"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.25, sm: 0.5 },
        p: 0.5,
        borderRadius: 999,
        bgcolor: alpha(theme.palette.common.white, 0.04),
        border: `1px solid ${alpha(theme.palette.common.white, 0.08)}`,
        minWidth: 0,
      })}
    >
      <CountSegment
        testId="bonus-chest-credits"
        tooltip={ACCOUNT_TOOLTIPS.bonusChest}
        label={`Bonus Chest: ${plural(chest, 'locked Bonus Credit')}`}
        icon={<Inventory2RoundedIcon />}
        value={chest}
        color="warning.light"
      />
      <CountSegment
        testId="bonus-credits"
        tooltip={ACCOUNT_TOOLTIPS.bonusCredits}
        label={plural(credits, 'Bonus Credit')}
        icon={<TollRoundedIcon />}
        value={credits}
        color="secondary.main"
      />
      <Tooltip title={ACCOUNT_TOOLTIPS.balance} describeChild>
        <ButtonBase
          data-testid="account-balance"
          aria-label={`Cash balance ${balance}`}
          onClick={depositDialog.open}
          aria-haspopup="dialog"
          sx={[
            segmentSx,
            (theme) => ({
              color: 'common.white',
              background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
              boxShadow: `0 4px 14px ${alpha(theme.palette.primary.main, 0.35)}`,
              transition: theme.transitions.create(['filter', 'box-shadow']),
              '&:hover': { filter: 'brightness(1.12)' },
            }),
          ]}
        >
          <AccountBalanceWalletRoundedIcon sx={{ display: { xs: 'none', sm: 'inline-block' } }} />
          <span aria-hidden>{balance}</span>
          <Box
            component="span"
            aria-hidden
            sx={{
              display: 'inline-grid',
              placeItems: 'center',
              width: 18,
              height: 18,
              borderRadius: '50%',
              bgcolor: 'rgba(255,255,255,0.2)',
              '& svg': { fontSize: 14 },
            }}
          >
            <AddRoundedIcon />
          </Box>
        </ButtonBase>
      </Tooltip>
    </Box>
  );
}
