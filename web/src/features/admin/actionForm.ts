import * as yup from 'yup';
import { formatCents, toCents } from '@shared/core/money';
import { supportMessages } from '@shared/support/messages';
import { grantCreditsFormSchema, supportFields, supportReasonFormSchema } from '@shared/support/schemas';
import type { SupportUserView } from '@shared/support/types';
import type { DeskActionField, DeskActionValues } from './supportActions';

/** The dialog's fields as typed (Formik turns what is typed into a number field into a number, or '' when empty). */
export interface ActionFormValues {
  reason: string;
  bonusCredits: number | '';
  amount: number | '';
}

export const EMPTY_ACTION_FORM: ActionFormValues = { reason: '', bonusCredits: '', amount: '' };

/**
 * The shared rules of the action's form (the ones its callable validates with), plus, for a balance adjustment,
 * the rule the server applies to this balance: it never goes below zero.
 */
export function actionFormSchema(field: DeskActionField | undefined, view: SupportUserView): yup.AnyObjectSchema {
  if (field === 'bonusCredits') return grantCreditsFormSchema;
  if (field === 'amount') {
    return yup.object({
      amount: supportFields
        .adjustment('dollars')
        .test(
          'not-below-zero',
          supportMessages.adjustmentBelowZero,
          (value) => value === undefined || view.account.balance + toCents(value, 'dollars') >= 0,
        ),
      reason: supportFields.reason(),
    });
  }
  return supportReasonFormSchema;
}

/** The typed values as the action sends them: the reason trimmed, numbers as numbers. */
export function actionValues(field: DeskActionField | undefined, values: ActionFormValues): DeskActionValues {
  const reason = values.reason.trim();
  if (field === 'bonusCredits') return { reason, bonusCredits: Number(values.bonusCredits) };
  if (field === 'amount') return { reason, amount: Number(values.amount) };
  return { reason };
}

/** "$12.50 -> $2.50": the balance before and after an adjustment of `amount` dollars, or null while it is not a number. */
export function adjustmentPreview(view: SupportUserView, amount: number | ''): string | null {
  if (amount === '' || !Number.isFinite(amount)) return null;
  const dollars = amount;
  return `${formatCents(view.account.balance)} → ${formatCents(view.account.balance + toCents(dollars, 'dollars'))}`;
}
