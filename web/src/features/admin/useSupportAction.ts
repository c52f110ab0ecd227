import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { dollarsToCents } from '@shared/core/money';
import type { SupportActionResult, SupportUserView } from '@shared/support/types';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { DESK_ACTION_DEFINITIONS, type DeskActionId, type DeskActionValues } from './supportActions';
import { SUPPORT_VIEW_KEY } from './useSupportView';
import { FIND_USERS_KEY } from './useUserSearch';
import { USER_ACTIVITIES_KEY, USER_ORDERS_KEY } from './useUserActivity';

interface ActionRequest {
  userId: string;
  reason: string;
  requestId: string;
}

/** The callable behind each desk action. */
function send(action: DeskActionId, base: ActionRequest, values: DeskActionValues): Promise<SupportActionResult> {
  switch (action) {
    case 'liftSelfExclusion':
      return callFunction('liftSelfExclusion', base);
    case 'setExclusion':
      return callFunction('setUserExclusion', { ...base, exclusion: 'Yes' });
    case 'clearExclusion':
      return callFunction('setUserExclusion', { ...base, exclusion: 'No' });
    case 'withdrawBetting':
      return callFunction('setBettingEligibility', { ...base, betting: false });
    case 'restoreBetting':
      return callFunction('setBettingEligibility', { ...base, betting: true });
    case 'allowIdentityRetry':
      return callFunction('allowIdentityRetry', base);
    case 'grantBonusCredits':
      return callFunction('grantUserBonusCredits', { ...base, bonusCredits: values.bonusCredits ?? 0 });
    case 'adjustBalance':
      return callFunction('adjustUserBalance', { ...base, amount: dollarsToCents(values.amount ?? 0) });
  }
}

/**
 * Runs one desk action on the user in `view` with the dialog's request id (a repeat changes nothing twice), then
 * shows the success or error toast and refreshes the view and the search results. Resolves true on success.
 */
export function useSupportAction(view: SupportUserView) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);

  const run = async (action: DeskActionId, requestId: string, values: DeskActionValues): Promise<boolean> => {
    setRunning(true);
    try {
      await send(action, { userId: view.id, reason: values.reason, requestId }, values);
      enqueueSnackbar(DESK_ACTION_DEFINITIONS[action].done(view, values), { variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [SUPPORT_VIEW_KEY, view.id] }),
        queryClient.invalidateQueries({ queryKey: [FIND_USERS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [USER_ACTIVITIES_KEY, view.id] }),
        queryClient.invalidateQueries({ queryKey: [USER_ORDERS_KEY, view.id] }),
      ]);
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      return false;
    } finally {
      setRunning(false);
    }
  };

  return { run, running };
}
