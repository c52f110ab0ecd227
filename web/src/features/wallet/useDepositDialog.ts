import { createContext, useContext } from 'react';

export interface DepositDialogControls {
  /** Opens the Deposit dialog (or, for an unverified user, the identity verification prompt). */
  open: () => void;
  close: () => void;
  isOpen: boolean;
}

export const DepositDialogContext = createContext<DepositDialogControls | null>(null);

/** Opens the Deposit dialog from anywhere inside the app layout. */
export function useDepositDialog(): DepositDialogControls {
  const controls = useContext(DepositDialogContext);
  if (!controls) throw new Error('useDepositDialog must be used inside DepositDialogProvider');
  return controls;
}
