import type { ProviderContext } from 'notistack';
import { createElement } from 'react';
import { DEPOSIT_TOAST_MS } from '@shared/constants';
import type { CallableResponse } from '@shared/contract';
import { formatDateTime } from '@shared/dateTime';
import { MESSAGES, formatMessage } from '@shared/messages';
import { formatCents } from '@shared/money';

export type DepositResult = CallableResponse<'addBalance'>;

/** The lines of the deposit success toast, in the spec's order and wording. */
function depositToastLines(result: DepositResult): string[] {
  const lines = [formatMessage.depositAdded(formatCents(result.amount))];
  lines.push(
    result.hasBonus && result.bonusCredits > 0 ? formatMessage.bonusCreditsReceived(result.bonusCredits) : MESSAGES.bonusNotEligible,
  );
  if (result.nextBonusAvailableAt !== null) {
    lines.push(formatMessage.nextBonusAvailable(formatDateTime(result.nextBonusAvailableAt)));
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
