import { adminDb } from '../support/admin';
import { waitFor } from './support';
import { dayOf } from '../../functions/src/shared/admin/schemas';
import { harmPaths } from '../../functions/src/shared/harm/firestorePaths';
import { dayBefore, type HarmDay } from '../../functions/src/shared/harm/indicators';
import type { HarmDoc, HarmNote } from '../../functions/src/shared/harm/types';

export const today = () => dayOf(Date.now());
/** The UTC day `days` before today. */
export const daysAgo = (days: number) => dayBefore(today(), days);

export async function harmOf(uid: string): Promise<HarmDoc | undefined> {
  return (await adminDb.doc(harmPaths.harm(uid)).get()).data() as HarmDoc | undefined;
}

/** Waits for the reassessment the day trigger makes (it runs right after a day changes). */
export async function harmWhen(uid: string, done: (harm: HarmDoc | undefined) => boolean): Promise<HarmDoc> {
  return (await waitFor(() => harmOf(uid), done, 20_000))!;
}

/** A scripted history: sets the customer's days, standing in for the activity that would have counted them. */
export async function writeDays(uid: string, days: HarmDay[]): Promise<void> {
  const batch = adminDb.batch();
  for (const day of days) batch.set(adminDb.doc(harmPaths.day(uid, day.day)), day, { merge: true });
  await batch.commit();
}

export async function dayOfActivity(uid: string, day = today()): Promise<HarmDay | undefined> {
  return (await adminDb.doc(harmPaths.day(uid, day)).get()).data() as HarmDay | undefined;
}

export async function notesOf(uid: string): Promise<HarmNote[]> {
  return (await adminDb.collection(harmPaths.notes(uid)).orderBy('at').get()).docs.map((doc) => doc.data() as HarmNote);
}
