import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { corePaths } from '../shared/core/firestorePaths';
import { HARM_COLLECTIONS, harmPaths } from '../shared/harm/firestorePaths';
import { levelRank } from '../shared/harm/indicators';
import type { HarmCaseSummary, HarmDoc, HarmNote } from '../shared/harm/types';
import type { UserDoc } from '../shared/users/types';

const QUEUE_LIMIT = 50;

async function summaryOf(harm: HarmDoc): Promise<HarmCaseSummary> {
  const [userSnap, notesSnap] = await Promise.all([
    db.doc(corePaths.user(harm.uid)).get(),
    db.collection(harmPaths.notes(harm.uid)).orderBy('at', 'desc').limit(10).get(),
  ]);
  const user = (userSnap.data() ?? {}) as Partial<UserDoc>;
  return {
    uid: harm.uid,
    username: user.username ?? '',
    email: user.email ?? '',
    level: harm.level,
    held: harm.held,
    case: harm.case,
    scores: harm.scores,
    assessedAt: harm.assessedAt,
    notes: notesSnap.docs.map((doc) => doc.data() as HarmNote),
  };
}

/**
 * The desk's queue: every held customer (contested first, then the oldest hold), then customers at strong or
 * medium who are not held, highest level first.
 */
export const listHarmCases = defineCallable('listHarmCases', { allow: ['superAdmin'] }, async () => {
  const harm = db.collection(HARM_COLLECTIONS.harm);
  const [held, flagged] = await Promise.all([
    harm.where('held', '==', true).limit(QUEUE_LIMIT).get(),
    harm.where('level', 'in', ['medium', 'strong']).limit(QUEUE_LIMIT).get(),
  ]);
  const byUid = new Map<string, HarmDoc>();
  for (const doc of [...held.docs, ...flagged.docs] as DocumentSnapshot[]) byUid.set(doc.id, doc.data() as HarmDoc);
  const order = (doc: HarmDoc) => [doc.held ? 0 : 1, doc.case?.status === 'contested' ? 0 : 1, -levelRank(doc.level), doc.case?.openedAt ?? doc.assessedAt];
  const sorted = [...byUid.values()].sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    for (let index = 0; index < x.length; index += 1) if (x[index] !== y[index]) return x[index]! - y[index]!;
    return 0;
  });
  return { cases: await Promise.all(sorted.slice(0, QUEUE_LIMIT).map(summaryOf)) };
});
