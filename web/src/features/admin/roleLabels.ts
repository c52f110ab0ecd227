import { ASSIGNABLE_ROLES, type AssignableRole } from '@shared/core/roles';
import type { UserDoc } from '@shared/users/types';

export const ROLE_LABELS: Record<AssignableRole, string> = {
  streamer: 'Streamer',
  organizer: 'Organizer',
  admin: 'Admin',
  superAdmin: 'Super Admin',
};

/** A user's assigned roles as mirrored on their document, in the fixed display order. */
export function rolesOf(user: Pick<UserDoc, 'roles'>): AssignableRole[] {
  return ASSIGNABLE_ROLES.filter((role) => user.roles?.includes(role));
}
