import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineScheduledJob, forEachPage } from '../core/scheduledJob';
import { HARM_COLLECTIONS } from '../shared/harm/firestorePaths';
import { reassessCustomer } from './reassess';

/**
 * The scheduled pass: reassesses every customer with an indicator above none, so levels fall as activity leaves
 * the windows (and a day's measures start afresh at midnight) even when the customer does nothing.
 */
export const reassessHarmJob = defineScheduledJob({
  name: 'reassessHarm',
  schedule: 'every 15 minutes',
  intervalMs: 15 * 60_000,
  run: (options) =>
    forEachPage<QueryDocumentSnapshot>(
      options,
      async (after, size) => {
        let query = db
          .collection(HARM_COLLECTIONS.harm)
          .where('level', 'in', ['low', 'medium', 'strong'])
          .orderBy(FieldPath.documentId())
          .limit(size);
        if (after) query = query.startAfter(after.id);
        return (await query.get()).docs;
      },
      (doc) => reassessCustomer(doc.id, options.now),
    ),
});
