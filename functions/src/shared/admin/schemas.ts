import * as yup from 'yup';
import { fields } from '../core/fields';
import { LEDGER_TYPE_LABELS } from '../ledger/types';
import { MAX_ORDERS, MAX_ORDER_TYPES, SUMMARY_MAX_DAYS, adminMessages } from './messages';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Milliseconds of a `YYYY-MM-DD` day at 00:00 UTC, or NaN when it is not a real calendar day. */
export function dayStartMs(day: string): number {
  if (!DAY_PATTERN.test(day)) return Number.NaN;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? Number.NaN : ms;
}

/** The UTC day (`YYYY-MM-DD`) of an instant. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Every day from `start` to `end`, inclusive. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let ms = dayStartMs(start); ms <= dayStartMs(end); ms += DAY_MS) days.push(dayOf(ms));
  return days;
}

const day = () =>
  yup
    .string()
    .typeError(adminMessages.dateFormat)
    .required(adminMessages.dateFormat)
    .test('day', adminMessages.dateFormat, (value) => value === undefined || !Number.isNaN(dayStartMs(value)));

/** Whether both ends are real days (the range's own rules apply only then; each end says what is wrong with it). */
const bothDays = (value: { start?: string; end?: string } | undefined): value is { start: string; end: string } =>
  !Number.isNaN(dayStartMs(value?.start ?? '')) && !Number.isNaN(dayStartMs(value?.end ?? ''));

/** A range of UTC days, both ends included: end on or after start, at most SUMMARY_MAX_DAYS days. */
export const summaryRangeRequest = yup
  .object({ start: day(), end: day() })
  .noUnknown()
  .test('order', adminMessages.endBeforeStart, (value) => !bothDays(value) || value.end >= value.start)
  .test('length', adminMessages.rangeTooLong, (value) => !bothDays(value) || daysBetween(value.start, value.end).length <= SUMMARY_MAX_DAYS);

export const getTotalRevenueRequest = yup.object({}).noUnknown();
export const runOnDemandMigrationsRequest = yup.object({}).noUnknown();

/** One user of the support desk. */
export const userActivitiesRequest = yup.object({ userId: fields.id().required() }).noUnknown();

const LEDGER_TYPES = Object.keys(LEDGER_TYPE_LABELS);

/** A user's ledger entries, newest first: of the given types (every type when empty), at most `limit` of them. */
export const fetchOrdersRequest = yup
  .object({
    userId: fields.id().required(),
    types: yup
      .array(yup.string().required(adminMessages.orderTypes).oneOf(LEDGER_TYPES, adminMessages.orderTypes))
      .typeError(adminMessages.orderTypes)
      .required(adminMessages.orderTypes)
      .max(MAX_ORDER_TYPES, adminMessages.orderTypes),
    limit: yup
      .number()
      .typeError(adminMessages.ordersLimit)
      .required(adminMessages.ordersLimit)
      .integer(adminMessages.ordersLimit)
      .min(1, adminMessages.ordersLimit)
      .max(MAX_ORDERS, adminMessages.ordersLimit),
  })
  .noUnknown();
