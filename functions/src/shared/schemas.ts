import * as yup from 'yup';
import {
  AGREEMENT_TYPES,
  DEPOSIT_MAX_CENTS,
  DEPOSIT_MIN_CENTS,
  MAX_CODE_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_URL_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  PAYOUT_MIN_CENTS,
  USERNAME_RESERVED_PATTERN,
} from './constants';
import { exceededDepositLimit, PERIOD_LABELS, type DepositLimitsResult } from './limits';
import { MESSAGES, formatMessage } from './messages';
import { formatCents, toCents, type AmountUnit } from './money';
import { isDocumentId } from './paths';
import { preferencesInputSchema } from './preferencesSchema';
import { ASSIGNABLE_ROLES } from './roles';

/** An absolute http(s) URL (yup's url() refuses http://localhost and accepts other schemes). */
function isHttpUrl(value: string | undefined): boolean {
  if (value === undefined) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Field rules shared by the forms and by the callables that receive the same data. Callables validate with
 * `strict: true`, so a number where a string belongs is refused instead of being coerced.
 */
export const fields = {
  email: () => yup.string().trim().max(MAX_EMAIL_LENGTH, MESSAGES.invalidEmail).email(MESSAGES.invalidEmail).required(MESSAGES.emailRequired),
  loginPassword: () => yup.string().max(MAX_CODE_LENGTH).required(MESSAGES.passwordRequired),
  newPassword: () =>
    yup
      .string()
      .max(MAX_CODE_LENGTH)
      .required(MESSAGES.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordRule)
      .matches(/\d/, MESSAGES.passwordRule)
      .matches(/[A-Z]/, MESSAGES.passwordRule)
      .matches(/[a-z]/, MESSAGES.passwordRule),
  username: () =>
    yup
      .string()
      .trim()
      .required(MESSAGES.usernameRequired)
      .min(USERNAME_MIN_LENGTH, MESSAGES.usernameRule)
      .max(USERNAME_MAX_LENGTH, MESSAGES.usernameRule)
      .matches(USERNAME_PATTERN, MESSAGES.usernameRule)
      .test('not-reserved', MESSAGES.usernameRule, (value) => !value || !USERNAME_RESERVED_PATTERN.test(value)),
  /** At signup the username has no format rule (the server derives a valid one); only a sane length bound. */
  signupUsername: () => yup.string().trim().max(USERNAME_MAX_LENGTH * 2, MESSAGES.usernameRule),
  id: () =>
    yup
      .string()
      .trim()
      .min(1)
      .max(MAX_ID_LENGTH)
      .test('document-id', '${path} is not a valid id', (value) => value === undefined || isDocumentId(value)),
  referralId: () => yup.string().trim().max(MAX_ID_LENGTH).optional(),
  /** Client-generated id of a money-moving request: repeating it returns the first result. */
  requestId: () =>
    yup
      .string()
      .required('requestId is required')
      .matches(/^[A-Za-z0-9_-]{8,64}$/, 'requestId must be 8 to 64 letters, digits, dashes or underscores'),
  sessionId: () => yup.string().trim().max(MAX_ID_LENGTH).nullable().optional(),
  clientId: () => yup.string().max(MAX_CODE_LENGTH).optional(),
};

/** Upper bound on any single payout request, whatever the balance (keeps absurd numbers out of the server). */
const MAX_PAYOUT_CENTS = 100_000_000;
/** Latest date a request may carry (the largest date JavaScript can represent), in ms. */
const MAX_DATE_MS = 8.64e15;

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
    amountField(unit, MESSAGES.amountRequired)
      .required(MESSAGES.amountRequired)
      .test('deposit-min', MESSAGES.depositMinimum, (value) => value === undefined || toCents(value, unit) >= DEPOSIT_MIN_CENTS)
      .test('deposit-limits', (value, context) => {
        if (value === undefined || !usage) return true;
        const exceeded = exceededDepositLimit(usage, toCents(value, unit));
        if (!exceeded) return true;
        return context.createError({
          message: formatMessage.depositLimitExceeded(PERIOD_LABELS[exceeded.period], formatCents(exceeded.overCents)),
        });
      })
      .test('deposit-max', MESSAGES.depositMaximum, (value) => value === undefined || toCents(value, unit) <= DEPOSIT_MAX_CENTS),
  /** Payout: a number, at least $1, not above the available balance (when known). */
  payout: (unit: AmountUnit, balanceCents?: number) =>
    amountField(unit, MESSAGES.payoutAmountNumber)
      .required(MESSAGES.payoutAmountNumber)
      .test('payout-min', MESSAGES.payoutMinimum, (value) => value === undefined || toCents(value, unit) >= PAYOUT_MIN_CENTS)
      .test(
        'payout-balance',
        MESSAGES.payoutExceedsBalance,
        (value) =>
          value === undefined || toCents(value, unit) <= (balanceCents ?? MAX_PAYOUT_CENTS),
      ),
};

export const payoutEmail = () =>
  yup.string().trim().required(MESSAGES.emailRequired).max(MAX_EMAIL_LENGTH, MESSAGES.payoutEmailInvalid).email(MESSAGES.payoutEmailInvalid);


const usernameRule = fields.username();

/** Whether `name`, exactly as given, meets the username rule (the same rule the forms apply). */
export function isValidUsername(name: string): boolean {
  return usernameRule.isValidSync(name, { strict: true });
}

// ---- Forms -------------------------------------------------------------------------------------------------

export const loginSchema = yup.object({
  email: fields.email(),
  password: fields.loginPassword(),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

export const signupSchema = yup.object({
  email: fields.email(),
  username: fields.signupUsername(),
  password: fields.newPassword(),
  passwordConfirm: yup
    .string()
    .required(MESSAGES.passwordRequired)
    .oneOf([yup.ref('password')], MESSAGES.passwordMismatch),
});
export type SignupValues = yup.InferType<typeof signupSchema>;

export const forgotPasswordSchema = yup.object({
  email: fields.email(),
});
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  password: fields.newPassword(),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

export const accountSchema = yup.object({
  email: fields.email(),
  username: fields.username(),
});
export type AccountValues = yup.InferType<typeof accountSchema>;

export const depositFormSchema = (usage?: DepositLimitsResult) => yup.object({ amount: amountRules.deposit('dollars', usage) });
export type DepositFormValues = yup.InferType<ReturnType<typeof depositFormSchema>>;

export const payoutFormSchema = (balanceCents?: number) =>
  yup.object({ amount: amountRules.payout('dollars', balanceCents), email: payoutEmail() });
export type PayoutFormValues = yup.InferType<ReturnType<typeof payoutFormSchema>>;

export const bankPayoutFormSchema = (balanceCents?: number) => yup.object({ amount: amountRules.payout('dollars', balanceCents) });

// ---- Callable requests -------------------------------------------------------------------------------------

export const validateUsernameRequest = yup
  .object({ username: fields.signupUsername().required(MESSAGES.usernameRequired) })
  .noUnknown();

export const createUserRequest = yup
  .object({
    id: fields.id().required(),
    username: fields.signupUsername(),
    /** Informational: the server stores the Auth record's email, never this one. */
    email: fields.email().optional(),
    referralID: fields.referralId(),
  })
  .noUnknown();

export const signupWithTwitchRequest = yup
  .object({
    code: yup
      .string()
      .trim(MESSAGES.invalidAuthenticationCode)
      .max(MAX_CODE_LENGTH)
      .required(MESSAGES.invalidAuthenticationCode),
    redirectUri: yup
      .string()
      .trim()
      .max(MAX_URL_LENGTH)
      .required()
      .test('http-url', '${path} must be a valid URL', isHttpUrl),
    referralID: fields.referralId(),
  })
  .noUnknown();

/** The Settings account form's username rule, applied by the callable that changes one's own username. */
export const addUsernameRequest = yup.object({ username: fields.username() }).noUnknown();

export const updateUserRequest = yup
  .object({
    userId: fields.id().required(),
    roles: yup.array(yup.string().oneOf(ASSIGNABLE_ROLES).required()).max(ASSIGNABLE_ROLES.length).optional(),
    username: fields.username().optional().default(undefined),
  })
  .noUnknown();

export const addBalanceRequest = yup
  .object({
    orderId: yup.string().trim().required(MESSAGES.noOrderId).max(MAX_ID_LENGTH, MESSAGES.noOrderId)
      .test('document-id', MESSAGES.noOrderId, (value) => value === undefined || isDocumentId(value)),
    amount: amountRules.deposit('cents'),
    clientId: fields.clientId(),
    sessionId: fields.sessionId(),
    requestId: fields.requestId(),
  })
  .noUnknown();

export const checkDepositLimitsRequest = yup.object({ userId: fields.id().required() }).noUnknown();

export const createTrueLayerPaymentRequest = yup
  .object({
    amount: amountRules.deposit('cents'),
    returnUri: yup.string().trim().max(MAX_URL_LENGTH).required().test('http-url', '${path} must be a valid URL', isHttpUrl),
    currency: yup.string().oneOf(['GBP'] as const).required(),
    sessionId: fields.sessionId(),
    requestId: fields.requestId(),
  })
  .noUnknown();

export const makePayoutRequest = yup
  .object({
    amount: amountRules.payout('cents'),
    email: payoutEmail(),
    clientId: fields.clientId(),
    sessionId: fields.sessionId(),
    gateway: yup.string().oneOf(['paypal'] as const).required(),
    requestId: fields.requestId(),
  })
  .noUnknown();

export const createTrueLayerPayoutRequest = yup
  .object({
    amount: amountRules.payout('cents'),
    sessionId: fields.sessionId(),
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

export const deleteNotificationRequest = yup.object({ notificationId: fields.id().required() }).noUnknown();

export const saveUserAgreementRequest = yup
  .object({
    type: yup.string().oneOf(AGREEMENT_TYPES).required(),
    agreed: yup.boolean().required(),
    /** Informational: the server stamps its own time. */
    updatedAt: yup.number().integer().min(0).max(MAX_DATE_MS).optional(),
  })
  .noUnknown();

export const reconcileRequest = yup.object({}).noUnknown();

// ---- Sessions ----------------------------------------------------------------------------------------------

export const createSessionRequest = yup.object({}).noUnknown();

/** refreshSession and endSession: the caller's own session. */
export const sessionIdRequest = yup.object({ sessionId: fields.id().required('sessionId is required') }).noUnknown();

// ---- Preferences (Manage My Gambling) ----------------------------------------------------------------------

/** The form's preferences with limits in cents; sessionId is the session to refresh when the reality check changes. */
export const saveUserPreferencesRequest = yup
  .object({ preferences: preferencesInputSchema.required('preferences is required'), sessionId: fields.sessionId() })
  .noUnknown();

const gameLabel = () => yup.string().trim().max(64).optional();

export const checkBetLimitsRequest = yup
  .object({ userId: fields.id().required(), streamId: fields.id().required(), gameType: gameLabel(), gameMode: gameLabel() })
  .noUnknown();

export const checkExclusionRequest = yup.object({}).noUnknown();

// ---- Identity, region, survey ------------------------------------------------------------------------------

/** initVerifyIdentity: starts an identity inquiry for the caller. */
export const initVerifyIdentityRequest = yup.object({}).noUnknown();

/** checkRegion: whether the caller's region may use the product (asked only while the geoblock flag is on). */
export const checkRegionRequest = yup.object({}).noUnknown();

export const SURVEY_SCORE_MIN = 0;
export const SURVEY_SCORE_MAX = 10;
export const SURVEY_COMMENT_MAX = 500;

/** The survey form and submitSurvey: a 0-10 recommendation score and an optional comment. */
export const surveySchema = yup
  .object({
    score: yup
      .number()
      .typeError(MESSAGES.surveyScoreRequired)
      .integer(MESSAGES.surveyScoreRequired)
      .min(SURVEY_SCORE_MIN, MESSAGES.surveyScoreRequired)
      .max(SURVEY_SCORE_MAX, MESSAGES.surveyScoreRequired)
      .required(MESSAGES.surveyScoreRequired),
    comment: yup.string().trim().max(SURVEY_COMMENT_MAX, MESSAGES.surveyCommentTooLong).optional(),
  })
  .noUnknown();
