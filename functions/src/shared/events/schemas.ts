import * as yup from 'yup';
import { fields, MAX_DATE_MS } from '../core/fields';
import { toCents, type AmountUnit } from '../core/money';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../challenges/constants';
import { EVENT_BASES, EVENT_MAX_GOAL_CENTS, EVENT_MAX_PRICE_CENTS, EVENT_MIN_PRICE_CENTS, EVENT_TYPES, MAX_ENTRANTS } from './constants';
import { eventMessages } from './messages';
import { EVENT_SET_STATUSES } from './status';

/**
 * The Event Setup form's rules (spec 02 section 5), shared by the dialog (dollars, a Date as ms) and by
 * createEvent and updateEvent (cents and ms, validated strictly).
 */
const money = (unit: AmountUnit, required: string) => {
  const base = yup.number().typeError(required).required(required);
  return unit === 'cents' ? base.integer('${path} must be a whole number of cents') : base;
};

export const eventFormSchema = (unit: AmountUnit, now: () => number = Date.now) =>
  yup
    .object({
      title: yup.string().typeError(eventMessages.titleRequired).trim().required(eventMessages.titleRequired).max(TITLE_MAX_LENGTH),
      description: yup.string().trim().max(DESCRIPTION_MAX_LENGTH).optional(),
      type: yup.string().oneOf(EVENT_TYPES, eventMessages.typeRequired).required(eventMessages.typeRequired),
      baseType: yup.string().oneOf(EVENT_BASES, eventMessages.basisRequired).required(eventMessages.basisRequired),
      baseAmount: yup
        .number()
        .typeError(eventMessages.goalRequired)
        .nullable()
        .test('whole', '${path} must be a whole number of cents', (value) => unit !== 'cents' || value === null || value === undefined || Number.isInteger(value))
        .test('goal-range', eventMessages.minimumAmount, (value) => value === null || value === undefined || (toCents(value, unit) >= EVENT_MIN_PRICE_CENTS && toCents(value, unit) <= EVENT_MAX_GOAL_CENTS))
        .when('baseType', { is: 'goal', then: (schema) => schema.nonNullable(eventMessages.goalRequired).required(eventMessages.goalRequired), otherwise: (schema) => schema.optional() }),
      baseStartTime: yup
        .number()
        .typeError(eventMessages.startTimeRequired)
        .integer(eventMessages.startTimeRequired)
        .max(MAX_DATE_MS, eventMessages.startTimeRequired)
        .nullable()
        .test('future', eventMessages.startTimeFuture, (value) => value === null || value === undefined || value > now())
        .when('baseType', { is: 'time', then: (schema) => schema.nonNullable(eventMessages.startTimeRequired).required(eventMessages.startTimeRequired), otherwise: (schema) => schema.optional() }),
      manual: yup.boolean().required(),
      selfSignUp: yup.boolean().required(),
      pricePerPlayer: money(unit, eventMessages.amountRequired).test(
        'price-range',
        eventMessages.minimumAmount,
        (value) => value === undefined || (toCents(value, unit) >= EVENT_MIN_PRICE_CENTS && toCents(value, unit) <= EVENT_MAX_PRICE_CENTS),
      ),
    })
    .noUnknown();

export const createEventRequest = eventFormSchema('cents').shape({
  /** The event copied from, when the dialog copies one ('Successfully copied event'). */
  copyOf: fields.id().optional(),
});

/** Winners picked with 'Select Winner'. */
export const winnersSchema = yup
  .array(fields.id().required())
  .min(1, eventMessages.winnerRequired)
  .max(MAX_ENTRANTS, eventMessages.maxUsers)
  .test('unique', 'Winners must be unique', (list) => !list || new Set(list).size === list.length);

/**
 * One of: the whole form (edit), a status (start, end, cancel), the winners, or the logo (true once the image is
 * uploaded to the event's Storage path, false to remove it).
 */
export const updateEventRequest = yup
  .object({
    eventId: fields.id().required(),
    event: eventFormSchema('cents', () => 0).default(undefined).optional(),
    status: yup.string().oneOf(EVENT_SET_STATUSES, 'Unknown event status').optional(),
    winners: winnersSchema.optional(),
    logo: yup.boolean().optional(),
  })
  .noUnknown()
  .test('one-change', eventMessages.editOrStatus, (value) => [value.event, value.status, value.winners, value.logo].filter((part) => part !== undefined).length === 1);

export const deleteEventRequest = yup.object({ eventId: fields.id().required() }).noUnknown();

/** Sign up, or drop out when already signed up (the same button). */
export const enterEventRequest = yup.object({ requestId: fields.requestId(), eventId: fields.id().required() }).noUnknown();
