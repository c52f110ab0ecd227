import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../auth';
import { Page } from '../../ui/Page';
import { BankPayoutForm } from './BankPayoutForm';
import { PayoutForm } from './PayoutForm';
import { PayoutMethodPicker } from './PayoutMethodPicker';
import { MonthlyHistoryTable } from './MonthlyHistoryTable';
import { RecentPayouts } from './RecentPayouts';
import { TransactionHistoryButton } from './TransactionHistoryButton';
import { WalletTotals } from './WalletTotals';
import { useWalletSummary } from './useWalletSummary';
import type { PaymentGateway, WalletSummary } from '@shared/wallet/types';
import { walletMessages } from '@shared/wallet/messages';
import { IDENTITY_PATHS, WALLET_PATHS } from '../../lib/paths';

function EmptyState({ message }: { message: string }) {
  return (
    <Stack role="status" sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5, py: { xs: 3, sm: 4 } }}>
      <AccountBalanceWalletRoundedIcon sx={{ fontSize: 44, color: 'text.secondary' }} />
      <Typography sx={{ fontWeight: 700, fontSize: '1.05rem' }}>{message}</Typography>
      <Button component={RouterLink} to={WALLET_PATHS.deposit} variant="contained">
        Deposit
      </Button>
    </Stack>
  );
}

function FormSkeleton() {
  return (
    <Stack sx={{ gap: 2 }} role="status" aria-busy="true" aria-label="Loading payout methods">
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={44} width={180} />
    </Stack>
  );
}

interface PayoutSectionProps {
  balance: number;
  verified: boolean;
  summary: WalletSummary;
  onPaid: () => void;
}

function PayoutSection({ balance, verified, summary, onPaid }: PayoutSectionProps) {
  const [chosen, setChosen] = useState<PaymentGateway | null>(null);
  const method = chosen && summary.payoutMethods.includes(chosen) ? chosen : summary.payoutMethods[0]!;
  return (
    <Stack sx={{ gap: 3 }}>
      {!verified && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={IDENTITY_PATHS.identity} color="inherit" size="small">
              Verify now
            </Button>
          }
        >
          Verify your identity before you withdraw. It takes about 2 minutes.
        </Alert>
      )}
      <PayoutMethodPicker summary={summary} value={method} onChange={setChosen} />
      {method === 'paypal' ? (
        <PayoutForm balance={balance} verified={verified} paypalEmail={summary.paypalEmail} onPaid={onPaid} />
      ) : (
        <BankPayoutForm
          balance={balance}
          verified={verified}
          bankAccountLabel={summary.bankAccountLabel}
          usdToGbp={summary.usdToGbp}
          onPaid={onPaid}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        Withdrawals go back to a payment method you deposited with. Once requested, a withdrawal cannot be cancelled.
      </Typography>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ borderRadius: 2, p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /withdraw: the available balance, deposit and withdrawal totals, the payout form, recent withdrawals and the last 12 months. */
export function WithdrawPage() {
  const { user, userDoc } = useCurrentUser();
  const uid = user!.uid;
  const balance = userDoc?.account?.balance;
  const summaryState = useWalletSummary(uid, balance);
  const summary = summaryState.status === 'success' ? summaryState.summary : undefined;

  let content: ReactNode;
  if (balance === undefined) content = <FormSkeleton />;
  else if (balance <= 0) content = <EmptyState message={walletMessages.noBalanceToWithdraw} />;
  else if (summaryState.status === 'loading') content = <FormSkeleton />;
  else if (summaryState.status === 'error')
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={summaryState.refresh}>
            Try again
          </Button>
        }
      >
        Your payout methods could not be loaded.
      </Alert>
    );
  else if (summary!.payoutMethods.length === 0) content = <EmptyState message={walletMessages.depositToEnableWithdrawals} />;
  else
    content = (
      <PayoutSection balance={balance} verified={Boolean(userDoc?.isVerified)} summary={summary!} onPaid={summaryState.refresh} />
    );

  return (
    <Page
      title="Withdraw"
      subtitle="Cash out your available balance to PayPal or your bank."
      actions={<TransactionHistoryButton sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }} />}
      maxWidth="md"
    >
      <Stack sx={{ gap: { xs: 2, sm: 3 } }}>
        <Box component="section" aria-label="Balance and totals">
          <WalletTotals balance={balance} summary={summaryState.status === 'error' ? null : summary} />
        </Box>
        <Section id="withdraw-heading" title="Request a withdrawal">
          {content}
        </Section>
        <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, sm: 3 } }}>
          <RecentPayouts uid={uid} />
        </Paper>
        <Section id="monthly-history-heading" title="Month by month">
          <MonthlyHistoryTable />
        </Section>
      </Stack>
    </Page>
  );
}
