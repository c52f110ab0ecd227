export { DepositDialogProvider } from './DepositDialogProvider';
export { useDepositDialog } from './useDepositDialog';
export { enabledMethods } from './paymentMethods';
export { MonthlyHistoryTable } from './MonthlyHistoryTable';
