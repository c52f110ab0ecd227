import { useCallback, useState } from 'react';
import { battleMessages } from '@shared/battles/messages';
import { serverSaid, useWrite } from '../../lib/useWrite';

export interface PendingBattleAction {
  action: 'cancelBattle' | 'voidBattle';
  battleId: string;
}

/**
 * Cancel and void from the manager's panel: each is asked for, confirmed in a dialog, then called; the spec's
 * toasts, the server's message on failure. The dialog closes either way.
 */
export function useManageBattle() {
  const [pending, setPending] = useState<PendingBattleAction | null>(null);
  const cancelWrite = useWrite({ callable: 'cancelBattle', request: (battleId: string) => ({ battleId }), success: () => battleMessages.cancelled, failure: serverSaid });
  const voidWrite = useWrite({ callable: 'voidBattle', request: (battleId: string) => ({ battleId }), success: () => battleMessages.voided, failure: serverSaid });
  const { send: sendCancel } = cancelWrite;
  const { send: sendVoid } = voidWrite;
  const confirm = useCallback(async () => {
    if (!pending) return;
    await (pending.action === 'voidBattle' ? sendVoid : sendCancel)(pending.battleId);
    setPending(null);
  }, [pending, sendCancel, sendVoid]);
  return {
    busy: cancelWrite.sending || voidWrite.sending,
    pending,
    cancel: (battleId: string) => setPending({ action: 'cancelBattle', battleId }),
    voidBattle: (battleId: string) => setPending({ action: 'voidBattle', battleId }),
    confirm: () => void confirm(),
    dismiss: () => setPending(null),
  };
}
