import { FieldPath, FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineScheduledJob, forEachPage } from '../core/scheduledJob';
import { SESSION_COLLECTIONS } from '../shared/sessions/firestorePaths';
import { shouldEndAutomatically } from '../shared/sessions/realityCheck';
import type { SessionDoc } from '../shared/sessions/types';

type Stored = SessionDoc<Timestamp>;

function times(session: Stored) {
  return { createdAt: session.createdAt.toMillis(), expiresAt: session.expiresAt.toMillis() };
}

/**
 * Ends sessions whose reality check went unanswered for a whole further interval, as the open tab would: the
 * user is away, so the session must not stay active (and count as theirs) for ever. Ending is idempotent: a
 * session already ended is left alone.
 */
async function endIfAbandoned(doc: QueryDocumentSnapshot, now: number): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(doc.ref);
    const session = snap.data() as Stored | undefined;
    if (!session?.isActive || !shouldEndAutomatically(times(session), now)) return false;
    tx.update(doc.ref, { isActive: false, endedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

export const expireSessionsJob = defineScheduledJob({
  name: 'expireSessions',
  schedule: 'every 5 minutes',
  intervalMs: 5 * 60_000,
  run: (options) =>
    forEachPage<QueryDocumentSnapshot>(
      options,
      async (after, size) => {
        // Every active session past its expiry; those still inside their grace interval are skipped by the check.
        let query = db
          .collection(SESSION_COLLECTIONS.sessions)
          .where('isActive', '==', true)
          .where('expiresAt', '<=', Timestamp.fromMillis(options.now))
          .orderBy('expiresAt')
          .orderBy(FieldPath.documentId())
          .limit(size);
        if (after) query = query.startAfter(after.get('expiresAt'), after.id);
        return (await query.get()).docs;
      },
      (doc) => endIfAbandoned(doc, options.now),
    ),
});
