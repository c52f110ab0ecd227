import { useQueryClient } from '@tanstack/react-query';
import type { AssignableRole } from '@shared/core/roles';
import { useWrite } from '../../lib/useWrite';
import { SUPPORT_VIEW_KEY } from './useSupportView';

const ROLES_UPDATED = 'Roles updated';

export interface RolesChange {
  roles: AssignableRole[];
  reason: string;
}

/** Saves a user's roles, with the written reason the audit log keeps, through updateUser; `onSaved` runs after the toast. */
export function useSaveRoles(userId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  const write = useWrite<'updateUser', RolesChange>({
    callable: 'updateUser',
    request: ({ roles, reason }, requestId) => ({ userId, roles, reason, requestId }),
    success: () => ROLES_UPDATED,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [SUPPORT_VIEW_KEY, userId] });
      onSaved();
    },
  });
  return { save: write.send, saving: write.sending };
}
