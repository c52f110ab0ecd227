import { useFormik } from 'formik';
import { ValidationError } from 'yup';
import { BONUS_CREDIT_CENTS, centsToDollars } from '@shared/core/money';
import type { GameType, StreamBetType } from '@shared/games/catalogue';
import type { PreferenceResponses } from '@shared/preferences/callables';
import { STREAM_BET_CAP_CENTS, type TIP_PRESETS } from '@shared/streamBets/constants';
import { streamBetMessages } from '@shared/streamBets/messages';
import { streamBetFormSchema } from '@shared/streamBets/schemas';
import { STREAM_LIMIT_LABELS, formatWagerMessage } from '@shared/wagers/messages';
import type { UserDoc } from '@shared/users/types';
import { amountCents } from './wagerMath';

export type TipChoice = `${(typeof TIP_PRESETS)[number]}` | 'none' | 'custom';

export interface StreamBetValues {
  game: GameType;
  type: StreamBetType;
  /** The wager in dollars, credits included (as typed). */
  amount: string;
  credits: number;
  tipChoice: TipChoice;
  customTip: string;
}

export const tipPercent = (values: Pick<StreamBetValues, 'tipChoice' | 'customTip'>) =>
  values.tipChoice === 'none' ? 0 : values.tipChoice === 'custom' ? Number(values.customTip || 0) : Number(values.tipChoice);

export type BetLimits = PreferenceResponses['checkBetLimits'];

/**
 * The user's per-bet and per-match room on this stream's next match, in cents, as checkBetLimits counts it; the
 * product's own cap on a stream bet bounds the per-bet figure. Until the limits arrive only the cap applies (the
 * form's Continue waits for them; the server checks again either way).
 */
export function streamLimits(limits: BetLimits | undefined) {
  const perBet = Math.min(STREAM_BET_CAP_CENTS, limits?.bet.remaining ?? STREAM_BET_CAP_CENTS);
  const perMatch = limits?.match.remaining ?? STREAM_BET_CAP_CENTS;
  return { perBet, perMatch };
}

/**
 * The stream bet form: the shared schema (cash in dollars, credits, tip) with the spec's limit messages, and the
 * low-balance flag when the cash part is more than the available balance.
 */
export function useStreamBetForm(initial: Pick<StreamBetValues, 'game' | 'type'>, userDoc: UserDoc, limits: BetLimits | undefined, onConfirm: () => void) {
  const { perBet, perMatch } = streamLimits(limits);
  const formik = useFormik<StreamBetValues>({
    initialValues: { ...initial, amount: '', credits: 0, tipChoice: 'none', customTip: '' },
    validateOnMount: true,
    validate: (values) => {
      const total = amountCents(values.amount);
      const cash = Math.max(0, total - values.credits * BONUS_CREDIT_CENTS);
      const errors: Partial<Record<keyof StreamBetValues, string>> = {};
      try {
        streamBetFormSchema(Math.min(perBet, perMatch)).validateSync({ balance: values.amount === '' ? undefined : centsToDollars(cash), credits: values.credits, tip: tipPercent(values) });
      } catch (failure) {
        const error = failure instanceof ValidationError ? failure : null;
        if (error?.path === 'tip') errors.customTip = error.message;
        else errors.amount = error?.message ?? String(failure);
      }
      // The schema says 'Maximum limit exceeded'; the limit that was exceeded, and by how much, says more.
      const overLimit =
        total > perBet ? formatWagerMessage.limitExceeded(STREAM_LIMIT_LABELS.bet, total - perBet)
        : total > perMatch ? formatWagerMessage.limitExceeded(STREAM_LIMIT_LABELS.match, total - perMatch)
        : null;
      if (overLimit && (!errors.amount || errors.amount === streamBetMessages.maximumLimit)) errors.amount = overLimit;
      else if (!errors.amount && cash > userDoc.account.balance) errors.amount = streamBetMessages.notEnoughBalance;
      return errors;
    },
    onSubmit: onConfirm,
  });
  const total = amountCents(formik.values.amount);
  const cash = Math.max(0, total - formik.values.credits * BONUS_CREDIT_CENTS);
  return { formik, total, cash, perBet, perMatch, lowBalance: cash > userDoc.account.balance };
}
