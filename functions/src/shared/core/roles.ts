/**
 * Roles are Firebase Auth custom claims (the source of truth for security rules), mirrored on users/{uid}.
 * Role checks follow the spec: superAdmin needs both superAdmin and isAdmin; admin needs isAdmin; organizer and
 * streamer need the role in `roles`; user means signed in; visitor means signed out.
 */
export const ASSIGNABLE_ROLES = ['streamer', 'organizer', 'admin', 'superAdmin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export type Role = 'visitor' | 'user' | AssignableRole;

export interface RoleClaims {
  roles?: string[];
  isAdmin?: boolean;
  superAdmin?: boolean;
}

/** The claims (and the users/{uid} mirror) that a set of assigned roles produces. */
export function claimsForRoles(assigned: readonly AssignableRole[]): Required<RoleClaims> {
  const unique = ASSIGNABLE_ROLES.filter((role) => assigned.includes(role));
  const superAdmin = unique.includes('superAdmin');
  return {
    roles: ['user', ...unique],
    isAdmin: superAdmin || unique.includes('admin'),
    superAdmin,
  };
}

/** Whether a signed-in user (claims) or a visitor (null) passes a check for any of `allowed`. */
export function hasAnyRole(claims: RoleClaims | null | undefined, allowed: readonly Role[]): boolean {
  return allowed.some((role) => {
    switch (role) {
      case 'visitor':
        return !claims;
      case 'user':
        return Boolean(claims);
      case 'superAdmin':
        return claims?.superAdmin === true && claims.isAdmin === true;
      case 'admin':
        return claims?.isAdmin === true;
      default:
        return Boolean(claims?.roles?.includes(role));
    }
  });
}

/** Assigned roles read back from claims, for forms that edit them. */
export function assignedRoles(claims: RoleClaims | null | undefined): AssignableRole[] {
  if (!claims) return [];
  return ASSIGNABLE_ROLES.filter((role) => claims.roles?.includes(role));
}
