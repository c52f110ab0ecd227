import { lazy } from 'react';

export { DepositDialogProvider } from './DepositDialogProvider';
export { useDepositDialog } from './useDepositDialog';
export { enabledMethods } from './paymentMethods';
export { MonthlyHistoryTable } from './MonthlyHistoryTable';

/** A signed-in user's balances in the header (its Cash balance opens the deposit dialog), loaded for them only. */
export const AccountStrip = lazy(() => import('./AccountStrip').then((module) => ({ default: module.AccountStrip })));
