import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../auth';
import { DepositDialogContext, type DepositDialogControls } from './useDepositDialog';

/** The dialog and its payment providers load when a signed-in user's page does. */
const DepositDialog = lazy(() => import('./DepositDialog'));
const VerifyIdentityDialog = lazy(() => import('./VerifyIdentityDialog').then((m) => ({ default: m.VerifyIdentityDialog })));

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
      {signedIn && userDoc && !verified && (
        <Suspense fallback={null}>
          <VerifyIdentityDialog open={isOpen} onClose={close} />
        </Suspense>
      )}
      {signedIn && (verified || !userDoc) && (
        <Suspense fallback={null}>
          <DepositDialog open={isOpen} onClose={close} />
        </Suspense>
      )}
    </DepositDialogContext.Provider>
  );
}
