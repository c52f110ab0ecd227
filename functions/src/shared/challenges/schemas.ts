import * as yup from 'yup';
import { fields } from '../core/fields';
import { BONUS_CREDIT_CENTS, toCents, type AmountUnit } from '../core/money';
import {
  CHALLENGE_MIN_CENTS,
  CHALLENGER_NAME_PATTERN,
  CUSTOM_CHALLENGE_MAX_CENTS,
  DESCRIPTION_MAX_LENGTH,
  DOUBLE_DOWN_MAX_CENTS,
  MAX_CHALLENGE_CREDITS,
  STATIC_CHALLENGE_MAX_CENTS,
  STATIC_CHALLENGE_TYPES,
  STREAMER_SET_STATUSES,
  TITLE_MAX_LENGTH,
} from './constants';
import { challengeMessages } from './messages';

/**
 * Challenge, double-down and vote rules (spec 02 section 5), shared by the dialogs' forms (dollars) and the
 * callables (cents, validated strictly).
 */
export const challengeFields = {
  challengerName: () => yup.string().typeError(challengeMessages.nameFormat).required(challengeMessages.nameFormat).matches(CHALLENGER_NAME_PATTERN, challengeMessages.nameFormat),
  title: () => yup.string().typeError(challengeMessages.titleRequired).trim().required(challengeMessages.titleRequired).max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`),
  description: () => yup.string().trim().max(DESCRIPTION_MAX_LENGTH, `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`),
  /** The cash part, in dollars (form) or cents (callable). */
  basePrice: (unit: AmountUnit) => {
    const base = yup.number().typeError(challengeMessages.staticRequired).min(0, challengeMessages.customMin);
    return unit === 'cents' ? base.integer('${path} must be a whole number of cents') : base;
  },
  credits: () => yup.number().typeError('Credits must be a number').integer('Credits must be a whole number').min(0, 'Credits cannot be negative').max(MAX_CHALLENGE_CREDITS),
  orderId: () => yup.string().trim().max(128).nullable().optional(),
};

interface Amounts {
  basePrice?: number;
  credits?: number;
}

const valueOf = (value: Amounts, unit: AmountUnit) =>
  (typeof value.basePrice === 'number' ? toCents(value.basePrice, unit) : 0) + (typeof value.credits === 'number' ? value.credits : 0) * BONUS_CREDIT_CENTS;

/**
 * The amount rules: a custom challenge needs at least $5 in cash when no credits are used ('min $5'); a preset
 * one $5 to $100 ('$5 min', '$100 max'); a double-down $5 to $5,000. Paying with PayPal pays cash only.
 */
function amountTests<S extends yup.AnyObjectSchema>(schema: S, unit: AmountUnit, kind: (value: Record<string, unknown>) => 'custom' | 'static' | 'doubleDown'): S {
  return schema
    .test('amount', function (value: Record<string, unknown> & Amounts) {
      if (!value) return true;
      const cents = valueOf(value, unit);
      const type = kind(value);
      const cash = typeof value.basePrice === 'number' ? toCents(value.basePrice, unit) : 0;
      if (type === 'custom') {
        if ((value.credits ?? 0) === 0 && cash < CHALLENGE_MIN_CENTS) return this.createError({ path: 'basePrice', message: challengeMessages.customMin });
        if (cents > CUSTOM_CHALLENGE_MAX_CENTS) return this.createError({ path: 'basePrice', message: challengeMessages.doubleDownMax });
        return true;
      }
      if (cents < CHALLENGE_MIN_CENTS) return this.createError({ path: 'basePrice', message: challengeMessages.staticMin });
      const max = type === 'static' ? STATIC_CHALLENGE_MAX_CENTS : DOUBLE_DOWN_MAX_CENTS;
      if (cents > max) return this.createError({ path: 'basePrice', message: type === 'static' ? challengeMessages.staticMax : challengeMessages.doubleDownMax });
      return true;
    })
    .test('paypal-cash', challengeMessages.paypalCashOnly, (value: Record<string, unknown> & Amounts) => !value?.orderId || (value.credits ?? 0) === 0) as S;
}

/** The Custom tab of 'Add Challenge' (dollars). */
export const customChallengeFormSchema = (unit: AmountUnit) =>
  amountTests(
    yup.object({
      title: challengeFields.title(),
      description: challengeFields.description(),
      challengerName: challengeFields.challengerName(),
      basePrice: challengeFields.basePrice(unit).required(challengeMessages.staticRequired),
      credits: challengeFields.credits().required(),
    }),
    unit,
    () => 'custom',
  );

/** A preset challenge's form: the preset and its amount ($5 to $100, cash plus credits), in dollars. */
export const staticChallengeFormSchema = (unit: AmountUnit) =>
  amountTests(
    yup.object({
      staticType: yup.string().oneOf(STATIC_CHALLENGE_TYPES).required(),
      challengerName: challengeFields.challengerName(),
      basePrice: challengeFields.basePrice(unit).required(challengeMessages.staticRequired),
      credits: challengeFields.credits().required(),
    }),
    unit,
    () => 'static',
  );

/** The 'Edit Challenge' form: title and description only. */
export const editChallengeFormSchema = yup.object({ title: challengeFields.title(), description: challengeFields.description() });

/** The Add Money dialog (a double-down), in dollars. */
export const doubleDownFormSchema = (unit: AmountUnit) =>
  amountTests(
    yup.object({
      challengerName: challengeFields.challengerName(),
      basePrice: challengeFields.basePrice(unit).required(challengeMessages.staticRequired),
      credits: challengeFields.credits().required(),
      anonymous: yup.boolean().required(),
    }),
    unit,
    () => 'doubleDown',
  );

export const createChallengeRequest = amountTests(
  yup
    .object({
      requestId: fields.requestId(),
      streamId: fields.id().required(),
      /** Chosen by the client, so a PayPal order's custom id can name it before the challenge exists. */
      challengeId: fields.id().required(),
      staticType: yup.string().oneOf(STATIC_CHALLENGE_TYPES).nullable().optional(),
      title: challengeFields.title().when('staticType', { is: (type: unknown) => typeof type === 'string', then: (schema) => schema.optional() }),
      description: challengeFields.description().optional(),
      challengerName: challengeFields.challengerName(),
      basePrice: challengeFields.basePrice('cents').required(challengeMessages.staticRequired),
      credits: challengeFields.credits().required(),
      orderId: challengeFields.orderId(),
    })
    .noUnknown(),
  'cents',
  (value) => (typeof value.staticType === 'string' ? 'static' : 'custom'),
);

export const updateChallengeRequest = yup
  .object({
    streamId: fields.id().required(),
    challengeId: fields.id().required(),
    title: challengeFields.title().optional(),
    description: challengeFields.description().optional(),
    status: yup.string().oneOf(STREAMER_SET_STATUSES, 'Unknown challenge status').optional(),
  })
  .noUnknown()
  .test('edit-or-status', challengeMessages.editOrStatus, (value) => {
    const editing = value.title !== undefined || value.description !== undefined;
    return editing !== (value.status !== undefined) && (value.status !== undefined || value.title !== undefined);
  });

export const getStaticChallengesRequest = yup.object({ streamId: fields.id().required() }).noUnknown();

/**
 * What a vote or double-down goes to: a challenge (`streamId` and `challengeId`) or an event (`eventId`), never
 * both (DECISIONS.md "Challenges, votes and double-downs": votes and double-downs on challenges and events).
 */
const potTargetFields = {
  streamId: fields.id().optional(),
  challengeId: fields.id().optional(),
  eventId: fields.id().optional(),
};

interface PotTargetFields {
  streamId?: string;
  challengeId?: string;
  eventId?: string;
}

export function namesOneTarget(value: PotTargetFields | undefined): boolean {
  if (!value) return true;
  if (value.eventId !== undefined) return value.streamId === undefined && value.challengeId === undefined;
  return value.streamId !== undefined && value.challengeId !== undefined;
}

export const createVoteRequest = yup.object(potTargetFields).noUnknown().test('one-target', challengeMessages.targetRequired, namesOneTarget);

export const createDoubleDownRequest = amountTests(
  yup
    .object({
      requestId: fields.requestId(),
      ...potTargetFields,
      challengerName: challengeFields.challengerName(),
      basePrice: challengeFields.basePrice('cents').required(challengeMessages.staticRequired),
      credits: challengeFields.credits().required(),
      anonymous: yup.boolean().required(),
      orderId: challengeFields.orderId(),
    })
    .noUnknown()
    .test('one-target', challengeMessages.targetRequired, namesOneTarget),
  'cents',
  () => 'doubleDown',
);
