import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

/** A document change as trigger work sees it: plain data, so tests and scripts can hand it one directly. */
export interface DocumentChange<P extends Record<string, string>> {
  /** The event's id: unique per change, the same when the platform delivers the change again. */
  eventId: string;
  params: P;
  before: DocumentData | null;
  after: DocumentData | null;
}

/**
 * A Firestore trigger whose work is a plain function of the change. Triggers are delivered at least once, so the
 * work must be idempotent (key what it writes by `eventId` or by the document it follows, never count blindly).
 */
export function documentWrittenTrigger<P extends Record<string, string>>(
  path: string,
  work: (change: DocumentChange<P>) => Promise<void>,
) {
  return onDocumentWritten({ document: path, retry: true }, async (event) => {
    await work({
      eventId: event.id,
      params: event.params as P,
      before: event.data?.before.exists ? (event.data.before.data() ?? null) : null,
      after: event.data?.after.exists ? (event.data.after.data() ?? null) : null,
    });
  });
}
