import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { AssignableRole } from '@shared/core/roles';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { SUPPORT_VIEW_KEY } from './useSupportView';

const ROLES_UPDATED = 'Roles updated';

/** Saves a user's roles with the updateUser callable; `onSaved` runs after the success toast. */
export function useSaveRoles(userId: string, onSaved: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const save = async (roles: AssignableRole[]) => {
    setSaving(true);
    try {
      await callFunction('updateUser', { userId, roles });
      enqueueSnackbar(ROLES_UPDATED, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: [SUPPORT_VIEW_KEY, userId] });
      onSaved();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      setSaving(false);
    }
  };

  return { save, saving };
}
