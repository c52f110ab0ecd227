import { ASSIGNABLE_ROLES, type AssignableRole } from '@shared/core/roles';

export const ROLE_LABELS: Record<AssignableRole, string> = {
  streamer: 'Streamer',
  organizer: 'Organizer',
  admin: 'Admin',
  superAdmin: 'Super Admin',
};

/** The account a roles dialog edits, from the user document or the support view. */
export interface RolesSubject {
  id: string;
  username: string;
  email: string;
  roles?: readonly string[];
}

/** A user's assigned roles as mirrored on their document, in the fixed display order. */
export function rolesOf(user: { roles?: readonly string[] }): AssignableRole[] {
  return ASSIGNABLE_ROLES.filter((role) => user.roles?.includes(role));
}
