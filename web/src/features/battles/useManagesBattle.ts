import type { BattleDoc } from '@shared/battles/types';
import { hasAnyRole } from '@shared/core/roles';
import { useCurrentUser } from '../auth';

/** Whether the signed-in user manages `battle`: an admin, or an organizer among its editors. */
export function useManagesBattle(battle: BattleDoc): { manages: boolean; isAdmin: boolean } {
  const { user, claims } = useCurrentUser();
  const isAdmin = hasAnyRole(claims, ['admin']);
  const manages = isAdmin || (hasAnyRole(claims, ['organizer']) && Boolean(user && battle.editorIds.includes(user.uid)));
  return { manages, isAdmin };
}
