import * as yup from 'yup';
import { fields } from '../core/fields';
import { type AmountUnit, toCents } from '../core/money';
import {
  MAX_ADJUSTMENT_CENTS,
  MAX_GRANT_CREDITS,
  SUPPORT_REASON_MAX_LENGTH,
  SUPPORT_REASON_MIN_LENGTH,
  SUPPORT_SEARCH_MAX_LENGTH,
  SUPPORT_SEARCH_MIN_LENGTH,
  supportMessages,
} from './messages';
import { REFUND_KINDS } from './types';

/**
 * The support desk's rules, shared by its forms and its callables. Every action carries a written reason and a
 * client-generated request id (a repeat returns the first result and changes nothing again).
 */
export const supportFields = {
  /** A written note: required, trimmed, 10 to 500 characters. */
  reason: () =>
    yup
      .string()
      .typeError(supportMessages.reasonRequired)
      .required(supportMessages.reasonRequired)
      .test('written', supportMessages.reasonRequired, (value) => value === undefined || value.trim().length > 0)
      .trim(supportMessages.reasonPadded)
      .min(SUPPORT_REASON_MIN_LENGTH, supportMessages.reasonTooShort)
      .max(SUPPORT_REASON_MAX_LENGTH, supportMessages.reasonTooLong),
  bonusCredits: () =>
    yup
      .number()
      .typeError(supportMessages.bonusCreditsRange)
      .required(supportMessages.bonusCreditsRange)
      .integer(supportMessages.bonusCreditsRange)
      .min(1, supportMessages.bonusCreditsRange)
      .max(MAX_GRANT_CREDITS, supportMessages.bonusCreditsRange),
  /** A balance adjustment, in dollars (form) or cents (callable): not zero, at most $10,000 either way. */
  adjustment: (unit: AmountUnit) => {
    const base = yup.number().typeError(supportMessages.adjustmentRange).required(supportMessages.adjustmentRange);
    return (unit === 'cents' ? base.integer(supportMessages.adjustmentRange) : base).test(
      'adjustment-range',
      supportMessages.adjustmentRange,
      (value) => value === undefined || (toCents(value, unit) !== 0 && Math.abs(toCents(value, unit)) <= MAX_ADJUSTMENT_CENTS),
    );
  },
  search: () =>
    yup
      .string()
      .typeError(supportMessages.searchTooShort)
      .required(supportMessages.searchTooShort)
      .trim(supportMessages.searchTooShort)
      .min(SUPPORT_SEARCH_MIN_LENGTH, supportMessages.searchTooShort)
      .max(SUPPORT_SEARCH_MAX_LENGTH, supportMessages.searchTooLong),
};

/** What every action's form holds besides its own fields. */
export const supportReasonFormSchema = yup.object({ reason: supportFields.reason() });
export const grantCreditsFormSchema = yup.object({ bonusCredits: supportFields.bonusCredits(), reason: supportFields.reason() });
export const adjustBalanceFormSchema = yup.object({ amount: supportFields.adjustment('dollars'), reason: supportFields.reason() });

// ---- Callable requests -------------------------------------------------------------------------------------

const actionRequest = <S extends yup.ObjectShape>(shape: S) =>
  yup
    .object({ userId: fields.id().required(), ...shape, reason: supportFields.reason(), requestId: fields.requestId() })
    .noUnknown();

export const liftSelfExclusionRequest = actionRequest({});
export const setUserExclusionRequest = actionRequest({ exclusion: yup.string().oneOf(['Yes', 'No'] as const).required() });
export const setBettingEligibilityRequest = actionRequest({ betting: yup.boolean().required() });
export const allowIdentityRetryRequest = actionRequest({});
export const grantUserBonusCreditsRequest = actionRequest({ bonusCredits: supportFields.bonusCredits() });
export const adjustUserBalanceRequest = actionRequest({ amount: supportFields.adjustment('cents') });
/**
 * An admin refunds one open item; the server reads the stake and the bettor from the item itself. A challenge's
 * contribution also names its stream (`streamId`), which no other kind takes.
 */
export const refundUserRequest = yup
  .object({
    kind: yup.string().oneOf(REFUND_KINDS).required(),
    parentId: fields.id().required(),
    itemId: fields.id().required(),
    streamId: fields
      .id()
      .when('kind', {
        is: 'challengeContribution',
        then: (schema) => schema.required(),
        otherwise: (schema) => schema.test('no-stream', '${path} is only for a challenge contribution', (value) => value === undefined),
      }),
    reason: supportFields.reason(),
    requestId: fields.requestId(),
  })
  .noUnknown();
export const findUsersRequest = yup.object({ query: supportFields.search() }).noUnknown();
export const getUserSupportViewRequest = yup.object({ userId: fields.id().required() }).noUnknown();
