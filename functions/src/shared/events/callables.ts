import type { CallableSchemas, SameKeys } from '../core/callables';
import type { EventStatus } from './constants';
import { createEventRequest, deleteEventRequest, enterEventRequest, updateEventRequest } from './schemas';

/** Events (spec 02 section 7; DECISIONS.md "Events"). */
export const eventCallables = {
  createEvent: createEventRequest,
  updateEvent: updateEventRequest,
  deleteEvent: deleteEventRequest,
  enterEvent: enterEventRequest,
} satisfies CallableSchemas;

export interface EventResponses {
  createEvent: { eventId: string };
  updateEvent: { eventId: string; status: EventStatus; winners: string[] };
  deleteEvent: { eventId: string; status: EventStatus };
  /** `entered` is true after signing up, false after dropping out. */
  enterEvent: { eventId: string; entered: boolean; totalAmount: number; balanceAfter: number };
}

export const eventContractIsComplete: SameKeys<keyof typeof eventCallables, keyof EventResponses> = true;
