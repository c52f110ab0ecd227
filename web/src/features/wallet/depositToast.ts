import dayjs from 'dayjs';
import type { ProviderContext } from 'notistack';
import { createElement } from 'react';
import { DEPOSIT_TOAST_MS } from '@shared/constants';
import type { CallableResponse } from '@shared/contract';
import { MESSAGES, formatMessage } from '@shared/messages';
import { formatCents } from '@shared/money';

export type DepositResult = CallableResponse<'addBalance'>;

/** Date format of the spec ('MMM d, yyyy hh:mm a'), in dayjs tokens. */
export const NEXT_BONUS_DATE_FORMAT = 'MMM D, YYYY hh:mm A';

/** The lines of the deposit success toast, in the spec's order and wording. */
export function depositToastLines(result: DepositResult): string[] {
  const lines = [formatMessage.depositAdded(formatCents(result.amount))];
  lines.push(
    result.hasBonus && result.bonusCredits > 0 ? formatMessage.bonusCreditsReceived(result.bonusCredits) : MESSAGES.bonusNotEligible,
  );
  if (result.nextBonusAvailableAt !== null) {
    lines.push(formatMessage.nextBonusAvailable(dayjs(result.nextBonusAvailableAt).format(NEXT_BONUS_DATE_FORMAT)));
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
