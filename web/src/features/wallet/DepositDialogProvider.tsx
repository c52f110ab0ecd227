import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../auth/currentUser';
import { DepositDialog } from './DepositDialog';
import { DepositDialogContext, type DepositDialogControls } from './useDepositDialog';
import { VerifyIdentityDialog } from './VerifyIdentityDialog';

/**
 * One Deposit dialog for the whole app, opened through useDepositDialog(). Deposits need a verified identity:
 * an unverified user is shown the verification prompt instead.
 */
export function DepositDialogProvider({ children }: { children: ReactNode }) {
  const { user, userDoc } = useCurrentUser();
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const controls = useMemo<DepositDialogControls>(() => ({ open, close, isOpen }), [open, close, isOpen]);

  const signedIn = Boolean(user);
  const verified = userDoc?.isVerified === true;
  return (
    <DepositDialogContext.Provider value={controls}>
      {children}
      {signedIn && userDoc && !verified && <VerifyIdentityDialog open={isOpen} onClose={close} />}
      {signedIn && (verified || !userDoc) && <DepositDialog open={isOpen} onClose={close} />}
    </DepositDialogContext.Provider>
  );
}
