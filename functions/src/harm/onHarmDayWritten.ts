import { documentWrittenTrigger } from '../core/firestoreTrigger';
import { reassessCustomer } from './reassess';

/**
 * Right after a customer's day changes (money moved, a deposit was declined, a limit raised, a reality check
 * continued), reassesses them: a strong indicator holds deposits and betting within seconds. Idempotent.
 */
export const onHarmDayWritten = documentWrittenTrigger<{ uid: string; day: string }>('harm/{uid}/harmDays/{day}', async ({ params, after }) => {
  // A day deleted (an account removed) needs no reassessment.
  if (after) await reassessCustomer(params.uid, Date.now());
});
