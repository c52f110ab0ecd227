import dayjs from 'dayjs';
import { centsToDollars, dollarsToCents } from '@shared/core/money';
import type { EventBasis, EventType } from '@shared/events/constants';
import type { EventDoc } from '@shared/events/types';
import type { EventFields } from './useEventActions';

/** The Event Setup form as typed: amounts in dollars and the start time as a local date-time text. */
export interface EventFormValues {
  title: string;
  description: string;
  type: EventType;
  baseType: EventBasis;
  baseAmount: string;
  baseStartTime: string;
  manual: boolean;
  selfSignUp: boolean;
  pricePerPlayer: string;
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  description: '',
  type: 'kills',
  baseType: 'none',
  baseAmount: '',
  baseStartTime: '',
  manual: false,
  selfSignUp: false,
  pricePerPlayer: '',
};

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The values the shared schema checks in dollars (amounts) and ms (start time); only the basis' own field is sent. */
export function formShape(values: EventFormValues) {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    baseType: values.baseType,
    baseAmount: values.baseType === 'goal' ? number(values.baseAmount) : null,
    baseStartTime: values.baseType === 'time' ? (values.baseStartTime ? dayjs(values.baseStartTime).valueOf() : undefined) : null,
    manual: values.manual,
    selfSignUp: values.selfSignUp,
    pricePerPlayer: number(values.pricePerPlayer),
  };
}

/** What createEvent and updateEvent take: the checked form with amounts in cents. */
export function eventRequest(values: EventFormValues): EventFields {
  const shape = formShape(values);
  return {
    ...shape,
    title: shape.title.trim(),
    description: shape.description.trim(),
    baseAmount: shape.baseAmount === null || shape.baseAmount === undefined ? null : dollarsToCents(shape.baseAmount),
    baseStartTime: shape.baseStartTime ?? null,
    pricePerPlayer: dollarsToCents(shape.pricePerPlayer ?? 0),
  };
}

/** An event's fields in the form, for Edit and Copy. */
export function eventFormValues(event: EventDoc): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    type: event.type,
    baseType: event.baseType,
    baseAmount: event.baseAmount === null ? '' : String(centsToDollars(event.baseAmount)),
    baseStartTime: event.baseStartTime ? dayjs(event.baseStartTime.toMillis()).format(LOCAL_INPUT) : '',
    manual: event.manual,
    selfSignUp: event.selfSignUp,
    pricePerPlayer: String(centsToDollars(event.pricePerPlayer)),
  };
}

/** The picker's minimum: now (spec 02 section 5). */
export const nowLocalInput = () => dayjs().format(LOCAL_INPUT);
