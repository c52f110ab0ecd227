import { hasAnyRole, type RoleClaims } from '@shared/core/roles';

/** Labels for the user's notable roles, highest first (a Super Admin is not also labelled Admin). */
export function roleBadges(claims: RoleClaims | null): string[] {
  const badges: string[] = [];
  if (hasAnyRole(claims, ['superAdmin'])) badges.push('Super Admin');
  else if (hasAnyRole(claims, ['admin'])) badges.push('Admin');
  if (hasAnyRole(claims, ['organizer'])) badges.push('Organizer');
  if (hasAnyRole(claims, ['streamer'])) badges.push('Streamer');
  return badges;
}
