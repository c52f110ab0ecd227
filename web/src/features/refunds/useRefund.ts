import type { RefundKind } from '@shared/support/types';
import { refundToasts } from '@shared/support/messages';
import { useWrite } from '../../lib/useWrite';

export interface RefundItem {
  kind: RefundKind;
  parentId: string;
  itemId: string;
  /** The stream of a challenge contribution. */
  streamId?: string;
}

/**
 * An admin's refund of one open item through refundUser: the server reads the stake and the bettor from the item;
 * the toasts are the spec's ('{username} refunded $X and N credits', 'Error refunding {username}').
 */
export function useRefund(item: RefundItem, username: string, onDone: () => void) {
  const write = useWrite<'refundUser', { reason: string }>({
    callable: 'refundUser',
    request: ({ reason }, requestId) => ({ ...item, reason, requestId }),
    success: (result) => refundToasts.refunded(result.username, result.balance, result.credits),
    onSuccess: onDone,
    failure: (refusal) => ({ message: refusal ? `${refundToasts.failed(username)}: ${refusal.message}` : refundToasts.failed(username) }),
  });
  return { refund: write.send, refunding: write.sending };
}
