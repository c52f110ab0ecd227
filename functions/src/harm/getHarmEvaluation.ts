import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { HARM_COLLECTIONS, harmPaths } from '../shared/harm/firestorePaths';
import { evaluateInteractions } from '../shared/harm/evaluation';
import type { HarmDoc, HarmInteraction } from '../shared/harm/types';

/** The desk's evaluation over a range of UTC days: reads the range's interaction records and those customers' state. */
export const getHarmEvaluation = defineCallable('getHarmEvaluation', { allow: ['superAdmin'] }, async ({ start, end }) => {
  const snap = await db.collection(HARM_COLLECTIONS.interactions).where('day', '>=', start).where('day', '<=', end).get();
  const interactions = snap.docs.map((doc) => doc.data() as HarmInteraction);
  const uids = [...new Set(interactions.map((interaction) => interaction.uid))];
  const docs = uids.length > 0 ? await db.getAll(...uids.map((uid) => db.doc(harmPaths.harm(uid)))) : [];
  const current = new Map(docs.filter((doc) => doc.exists).map((doc) => [doc.id, doc.data() as HarmDoc]));
  return { start, end, rows: evaluateInteractions(interactions, current) };
});
