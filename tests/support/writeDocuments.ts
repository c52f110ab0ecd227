import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { adminDb } from './admin';

/** Firestore's limit on writes in one batch. */
const BATCH_SIZE = 500;
/** Batches in flight at once: enough to keep the emulator busy without queueing thousands of writes on it. */
const PARALLEL_BATCHES = 4;

/**
 * Writes many fixture documents in batches and waits for every one, so a failed write fails the test that asked
 * for it (a BulkWriter's per-write promises are easy to drop, and then a failure surfaces as an unhandled
 * rejection) and nothing is throttled the way BulkWriter ramps up from 500 writes a second.
 */
export async function writeDocuments(writes: Array<[DocumentReference, DocumentData]>): Promise<void> {
  const batches: Array<Array<[DocumentReference, DocumentData]>> = [];
  for (let start = 0; start < writes.length; start += BATCH_SIZE) batches.push(writes.slice(start, start + BATCH_SIZE));
  const lane = async (): Promise<void> => {
    for (let chunk = batches.shift(); chunk; chunk = batches.shift()) {
      const batch = adminDb.batch();
      for (const [ref, data] of chunk) batch.set(ref, data);
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, lane));
}
