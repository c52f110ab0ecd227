import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import PaymentsRoundedIcon from '@mui/icons-material/PaymentsRounded';
import type { FeatureRoute } from '../../lib/routes';
import { WALLET_PATHS } from '../../lib/paths';

export const routes: FeatureRoute[] = [
  {
    path: WALLET_PATHS.deposit,
    ageRestricted: true,
    roles: ['user'],
    screen: () => import('./DepositPage').then((m) => m.DepositPage),
    nav: {
      id: 'deposit',
      label: 'Deposit',
      description: 'Add cash to your balance',
      section: 'main',
      order: 40,
      roles: ['user'],
      icon: AccountBalanceWalletRoundedIcon,
    },
  },
  {
    path: WALLET_PATHS.depositSuccess,
    ageRestricted: true,
    roles: ['user'],
    screen: () => import('./DepositSuccessPage').then((m) => m.DepositSuccessPage),
  },
  {
    path: WALLET_PATHS.withdraw,
    ageRestricted: true,
    title: 'Withdraw',
    roles: ['user'],
    screen: () => import('./WithdrawPage').then((m) => m.WithdrawPage),
    nav: {
      id: 'withdraw',
      label: 'Withdraw',
      description: 'Request a payout of your balance',
      section: 'main',
      order: 50,
      roles: ['user'],
      icon: PaymentsRoundedIcon,
    },
  },
];
