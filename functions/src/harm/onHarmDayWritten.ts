import { documentWrittenTrigger } from '../core/firestoreTrigger';
import { dayOf } from '../shared/admin/schemas';
import { dayChangeMayMoveLevel } from '../shared/harm/dayChange';
import type { HarmDay } from '../shared/harm/indicators';
import { reassessCustomer } from './reassess';

/**
 * Right after a customer's day changes in a way that could move a level (a deposit at an empty balance or one
 * large enough to be far above usual, the day's first night-time activity, a declined deposit, a limit raise, a
 * reality check continued), reassesses them: a strong indicator holds deposits and betting within seconds. Any
 * other write returns at once, reading nothing (dayChangeMayMoveLevel). Idempotent.
 */
export const onHarmDayWritten = documentWrittenTrigger<{ uid: string; day: string }>('harm/{uid}/harmDays/{day}', async ({ params, before, after }) => {
  const now = Date.now();
  if (!dayChangeMayMoveLevel(before as Partial<HarmDay> | null, after as Partial<HarmDay> | null, params.day, dayOf(now))) return;
  await reassessCustomer(params.uid, now);
});
