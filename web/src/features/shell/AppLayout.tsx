import { Outlet } from 'react-router-dom';
import { VerificationGate } from '../../app/VerificationGate';

export function AppLayout() {
  return (
    <VerificationGate>
      <Outlet />
    </VerificationGate>
  );
}
