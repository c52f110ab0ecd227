import { Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from '../shared/contract';

/** The stored fields of the Event Setup form (cents; the start time as a Timestamp). */
export function eventFields(form: Omit<CallableRequest<'createEvent'>, 'copyOf'>) {
  return {
    title: form.title,
    description: form.description ?? '',
    type: form.type,
    baseType: form.baseType,
    baseAmount: form.baseType === 'goal' ? (form.baseAmount ?? null) : null,
    baseStartTime: form.baseType === 'time' && typeof form.baseStartTime === 'number' ? Timestamp.fromMillis(form.baseStartTime) : null,
    manual: form.manual,
    selfSignUp: form.selfSignUp,
    pricePerPlayer: form.pricePerPlayer,
  };
}
