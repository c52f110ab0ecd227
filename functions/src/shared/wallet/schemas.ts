import * as yup from 'yup';
import { exceededDepositLimit, PERIOD_LABELS, type DepositLimitsResult } from '../preferences/limitUsage';
import { DEPOSIT_MAX_CENTS, DEPOSIT_MIN_CENTS, PAYOUT_MIN_CENTS } from './constants';
import { isDocumentId, MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_URL_LENGTH } from '../core/ids';
import { type AmountUnit, formatCents, toCents } from '../core/money';
import { coreMessages } from '../core/messages';
import { formatWalletMessage, walletMessages } from './messages';
import { fields, isHttpUrl, MAX_DATE_MS } from '../core/fields';

/** Upper bound on any single payout request, whatever the balance (keeps absurd numbers out of the server). */
const MAX_PAYOUT_CENTS = 100_000_000;
/**
 * Money amounts: forms hold dollars, callables carry integer cents. Each rule is written once in cents and
 * applied to either unit, so the form and the server refuse the same amounts with the same message.
 */
function amountField(unit: AmountUnit, typeMessage: string) {
  const base = yup.number().typeError(typeMessage);
  return unit === 'cents' ? base.integer('${path} must be a whole number of cents') : base;
}
export const amountRules = {
  /** Deposit: required, $5 minimum, within the remaining deposit limits (when known), $1000 maximum. */
  deposit: (unit: AmountUnit, usage?: DepositLimitsResult) =>
    amountField(unit, coreMessages.amountRequired)
      .required(coreMessages.amountRequired)
      .test('deposit-min', walletMessages.depositMinimum, (value) => value === undefined || toCents(value, unit) >= DEPOSIT_MIN_CENTS)
      .test('deposit-limits', (value, context) => {
        if (value === undefined || !usage) return true;
        const exceeded = exceededDepositLimit(usage, toCents(value, unit));
        if (!exceeded) return true;
        return context.createError({
          message: formatWalletMessage.depositLimitExceeded(PERIOD_LABELS[exceeded.period], formatCents(exceeded.overCents)),
        });
      })
      .test('deposit-max', walletMessages.depositMaximum, (value) => value === undefined || toCents(value, unit) <= DEPOSIT_MAX_CENTS),
  /** Payout: a number, at least $1, not above the available balance (when known). */
  payout: (unit: AmountUnit, balanceCents?: number) =>
    amountField(unit, walletMessages.payoutAmountNumber)
      .required(walletMessages.payoutAmountNumber)
      .test('payout-min', walletMessages.payoutMinimum, (value) => value === undefined || toCents(value, unit) >= PAYOUT_MIN_CENTS)
      .test(
        'payout-balance',
        walletMessages.payoutExceedsBalance,
        (value) =>
          value === undefined || toCents(value, unit) <= (balanceCents ?? MAX_PAYOUT_CENTS),
      ),
};
export const payoutEmail = () =>
  yup.string().trim().required(coreMessages.emailRequired).max(MAX_EMAIL_LENGTH, walletMessages.payoutEmailInvalid).email(walletMessages.payoutEmailInvalid);
export const depositFormSchema = (usage?: DepositLimitsResult) => yup.object({ amount: amountRules.deposit('dollars', usage) });
export type DepositFormValues = yup.InferType<ReturnType<typeof depositFormSchema>>;
export const payoutFormSchema = (balanceCents?: number) =>
  yup.object({ amount: amountRules.payout('dollars', balanceCents), email: payoutEmail() });
export type PayoutFormValues = yup.InferType<ReturnType<typeof payoutFormSchema>>;
export const bankPayoutFormSchema = (balanceCents?: number) => yup.object({ amount: amountRules.payout('dollars', balanceCents) });
export const addBalanceRequest = yup
  .object({
    orderId: yup.string().trim().required(walletMessages.noOrderId).max(MAX_ID_LENGTH, walletMessages.noOrderId)
      .test('document-id', walletMessages.noOrderId, (value) => value === undefined || isDocumentId(value)),
    amount: amountRules.deposit('cents'),
    clientId: fields.clientId(),
    requestId: fields.requestId(),
  })
  .noUnknown();
export const checkDepositLimitsRequest = yup.object({ userId: fields.id().required() }).noUnknown();
export const createTrueLayerPaymentRequest = yup
  .object({
    amount: amountRules.deposit('cents'),
    returnUri: yup.string().trim().max(MAX_URL_LENGTH).required().test('http-url', '${path} must be a valid URL', isHttpUrl),
    currency: yup.string().oneOf(['GBP'] as const).required(),
    requestId: fields.requestId(),
  })
  .noUnknown();
export const makePayoutRequest = yup
  .object({
    amount: amountRules.payout('cents'),
    email: payoutEmail(),
    clientId: fields.clientId(),
    gateway: yup.string().oneOf(['paypal'] as const).required(),
    requestId: fields.requestId(),
  })
  .noUnknown();
export const createTrueLayerPayoutRequest = yup
  .object({
    amount: amountRules.payout('cents'),
    currency: yup.string().oneOf(['GBP'] as const).required(),
    requestId: fields.requestId(),
  })
  .noUnknown();
export const getWalletSummaryRequest = yup.object({}).noUnknown();
/** Dates as ms since epoch; the range is inclusive and at most about 10 years. */
export const fetchTransactionsRequest = yup
  .object({
    startDate: yup.number().integer().min(0).max(MAX_DATE_MS).required(),
    endDate: yup
      .number()
      .integer()
      .max(MAX_DATE_MS)
      .required()
      .test('after-start', 'endDate must not be before startDate', function check(value) {
        const start = this.parent.startDate as number | undefined;
        return value === undefined || start === undefined || value >= start;
      }),
  })
  .noUnknown();