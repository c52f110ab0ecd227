import type { ProviderContext } from 'notistack';
import { createElement } from 'react';
import type { CallableResponse } from '@shared/contract';
import { formatDateTime } from '@shared/core/dates';
import { DEPOSIT_TOAST_MS } from './constants';
import { formatCents } from '@shared/core/money';
import { formatWalletMessage, walletMessages } from '@shared/wallet/messages';

export type DepositResult = CallableResponse<'addBalance'>;

/** The lines of the deposit success toast, in the spec's order and wording. */
function depositToastLines(result: DepositResult): string[] {
  const lines = [formatWalletMessage.depositAdded(formatCents(result.amount))];
  lines.push(
    result.hasBonus && result.bonusCredits > 0 ? formatWalletMessage.bonusCreditsReceived(result.bonusCredits) : walletMessages.bonusNotEligible,
  );
  if (result.nextBonusAvailableAt !== null) {
    lines.push(formatWalletMessage.nextBonusAvailable(formatDateTime(result.nextBonusAvailableAt)));
  }
  return lines;
}

/** The success toast after a deposit: one toast, one line per message, shown for 10 seconds. */
export function showDepositToast(enqueueSnackbar: ProviderContext['enqueueSnackbar'], result: DepositResult): void {
  const message = createElement(
    'span',
    { 'data-testid': 'deposit-toast', style: { display: 'grid', gap: 2 } },
    ...depositToastLines(result).map((line) => createElement('span', { key: line }, line)),
  );
  enqueueSnackbar(message, { variant: 'success', autoHideDuration: DEPOSIT_TOAST_MS });
}
