import { useQueryClient } from '@tanstack/react-query';
import { dollarsToCents } from '@shared/core/money';
import type { SupportActionResult, SupportUserView } from '@shared/support/types';
import { callFunction } from '../../lib/callables';
import { serverSaid, useActionWrite } from '../../lib/useWrite';
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
 * Runs one desk action on the user in `view` under the action's request id (kept by the write helper for every
 * retry of it, so a repeat changes nothing twice), then shows the success or error toast and refreshes the view,
 * the search results and the user's activity. `run` resolves true on success.
 */
export function useSupportAction(view: SupportUserView) {
  const queryClient = useQueryClient();
  const { send: sendAction, sending } = useActionWrite({
    send: ({ action, values }: { action: DeskActionId; values: DeskActionValues }, requestId) =>
      send(action, { userId: view.id, reason: values.reason, requestId }, values),
    success: (_result, { action, values }) => DESK_ACTION_DEFINITIONS[action].done(view, values),
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: [SUPPORT_VIEW_KEY, view.id] }),
        queryClient.invalidateQueries({ queryKey: [FIND_USERS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [USER_ACTIVITIES_KEY, view.id] }),
        queryClient.invalidateQueries({ queryKey: [USER_ORDERS_KEY, view.id] }),
      ]);
    },
    failure: serverSaid,
  });
  const run = async (action: DeskActionId, values: DeskActionValues): Promise<boolean> => (await sendAction({ action, values })) !== null;
  return { run, running: sending };
}
