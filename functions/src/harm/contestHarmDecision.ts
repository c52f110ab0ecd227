import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { harmPaths } from '../shared/harm/firestorePaths';
import { harmMessages } from '../shared/harm/messages';
import type { HarmDoc, HarmNote } from '../shared/harm/types';

/**
 * The customer asks for a second look at an automated hold: their words become a case note and the case shows as
 * contested on the support desk. Once per hold (a second request is refused, changing nothing).
 */
export const contestHarmDecision = defineCallable('contestHarmDecision', {}, async ({ text }, { uid }) => {
  const harmRef = db.doc(harmPaths.harm(uid));
  await db.runTransaction(async (tx) => {
    const harm = (await tx.get(harmRef)).data() as HarmDoc | undefined;
    if (!harm?.held || !harm.case) throw new HttpsError('failed-precondition', harmMessages.nothingToContest);
    if (harm.case.contestedAt !== null) throw new HttpsError('failed-precondition', harmMessages.alreadyContested);
    const now = Date.now();
    tx.update(harmRef, { 'case.status': 'contested', 'case.contestedAt': now });
    const note: HarmNote = { by: 'customer', text, at: now };
    tx.create(db.collection(harmPaths.notes(uid)).doc(), note);
  });
  return { success: true as const };
});
