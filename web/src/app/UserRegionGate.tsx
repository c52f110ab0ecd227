import type { ReactNode } from 'react';
import { useCurrentUser } from '../features/auth';
import { RegionGate } from '../features/region';

/** The region gate, told whether someone is signed in: members' pages watch the config live, visitors' over REST. */
export function UserRegionGate({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return <RegionGate signedIn={Boolean(user)}>{children}</RegionGate>;
}
