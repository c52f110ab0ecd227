export { DepositDialogProvider } from './DepositDialogProvider';
export { WALLET_PATHS } from './routePaths';
export { useDepositDialog } from './useDepositDialog';
export { enabledMethods } from './paymentMethods';
export { MonthlyHistoryTable } from './MonthlyHistoryTable';
