import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { challengePath } from '../../lib/plannedPaths';
import { useCurrentUser } from '../auth';
import { IconTile } from '../../ui/IconTile';
import { Page } from '../../ui/Page';
import { BANK_TRANSFER_LABEL, enabledMethods } from './paymentMethods';
import { useAppSettings, useFeatureFlags } from '../remoteConfig';
import { useDepositDialog } from './useDepositDialog';
import { DEPOSIT_REDIRECT_MS } from './constants';
import { formatCents } from '@shared/core/money';
import { PREFERENCE_PATHS } from '../../lib/paths';

const METHOD_NAMES = { paypal: 'PayPal', truelayer: `an ${BANK_TRANSFER_LABEL}` } as const;

/**
 * /deposit: opens the Deposit dialog. Once the live balance rises above what it was when the page opened (a
 * deposit went through, by any method), the user is taken to their challenge page after a short pause.
 */
export function DepositPage() {
  const { user, userDoc } = useCurrentUser();
  const { open, close } = useDepositDialog();
  const navigate = useNavigate();
  const { bonus } = useAppSettings().settings;
  const methods = enabledMethods(useFeatureFlags().flags).map((method) => METHOD_NAMES[method]);

  const balance = userDoc?.account?.balance;
  const [initialBalance, setInitialBalance] = useState<number | undefined>(undefined);
  if (initialBalance === undefined && balance !== undefined) setInitialBalance(balance);
  const increased = initialBalance !== undefined && balance !== undefined && balance > initialBalance;
  const uid = user?.uid;

  useEffect(() => {
    if (!increased || !uid) return;
    // The dialog closes at once so the notice below is seen before the page moves on.
    close();
    const timer = setTimeout(() => navigate(challengePath(uid)), DEPOSIT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [increased, uid, close, navigate]);

  return (
    <Page title="Deposit Funds" maxWidth="md">
      <Stack sx={{ gap: { xs: 2, sm: 3 } }}>
        {increased && (
          <Alert severity="success" role="status">
            Deposit received: your balance is now {formatCents(balance)}. Taking you to your challenges…
          </Alert>
        )}
        <Card
          variant="outlined"
          sx={(theme) => ({
            background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.28)}, ${alpha(theme.palette.secondary.main, 0.06)})`,
          })}
        >
          <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 3, sm: 4 }, alignItems: { sm: 'center' } }}>
              <IconTile aria-hidden tone="secondary" size={72} radius={2} sx={{ '& svg': { fontSize: 38 } }}>
                <AccountBalanceWalletRoundedIcon />
              </IconTile>
              <Box sx={{ flex: 1 }}>
                <Typography variant="h5" component="h2" sx={{ mb: 0.75 }}>
                  Add product cash to your balance
                </Typography>
                <Typography color="text.secondary">
                  {methods.length > 0 && `Pay with ${methods.join(' or ')}. `}Your balance updates the moment the payment
                  is confirmed.
                </Typography>
              </Box>
              <Button
                variant="contained"
                size="large"
                onClick={open}
                aria-haspopup="dialog"
                sx={{ px: 5, height: 52, fontSize: '1.05rem', width: { xs: '100%', sm: 'auto' } }}
              >
                Let&apos;s Go!
              </Button>
            </Stack>
          </CardContent>
        </Card>

        <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', mb: 1, color: 'warning.light' }}>
                <Inventory2RoundedIcon aria-hidden />
                <Typography variant="h6" component="h2" sx={{ color: 'text.primary' }}>
                  Bonus Credits
                </Typography>
              </Stack>
              <Typography sx={{ fontWeight: 600, mb: 0.5 }}>Earn Bonus Credits on deposits daily.</Typography>
              <Typography variant="body2" color="text.secondary">
                A deposit of {formatCents(bonus.minDepositCents)} to {formatCents(bonus.maxDepositCents)} earns one Bonus
                Credit per {formatCents(bonus.depositCentsPerCredit)} into your Bonus Chest, once every {bonus.cooldownHours}{' '}
                hours. Every {formatCents(bonus.wagerCentsPerUnlock)} you wager unlocks one.
              </Typography>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', mb: 1, color: 'secondary.main' }}>
                <TuneRoundedIcon aria-hidden />
                <Typography variant="h6" component="h2" sx={{ color: 'text.primary' }}>
                  Stay in control
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                Set daily, weekly and monthly deposit limits, take a break or self-exclude at any time.
              </Typography>
              <Link component={RouterLink} to={PREFERENCE_PATHS.preferences} color="secondary" sx={{ fontWeight: 700 }}>
                Manage My Gambling
              </Link>
            </CardContent>
          </Card>
        </Box>
      </Stack>
    </Page>
  );
}
