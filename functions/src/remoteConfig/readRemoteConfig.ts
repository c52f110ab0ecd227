import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { type AppSettings, appSettingsOf } from '../shared/remoteConfig/appSettings';
import { type FeatureFlags, flagsOf } from '../shared/remoteConfig/featureFlags';
import { remoteConfigPaths } from '../shared/remoteConfig/firestorePaths';

/*
 * config/flags and config/app, read on the server with defaults for anything missing. They are read on every call
 * (never cached), so an admin's change applies to the next call; a money call reads them in the same round trip
 * as the caller's user document (configRefs), which costs no extra wait.
 */

/** config/flags and config/app, in that order, to read alongside other documents. */
export function configRefs(): [DocumentReference, DocumentReference] {
  return [db.doc(remoteConfigPaths.config('flags')), db.doc(remoteConfigPaths.config('app'))];
}

export const flagsIn = (snap: DocumentSnapshot): FeatureFlags => flagsOf(snap.data());
export const settingsIn = (snap: DocumentSnapshot): AppSettings => appSettingsOf(snap.data());

/** Both configuration documents in one round trip. */
export async function readConfig(): Promise<{ flags: FeatureFlags; settings: AppSettings }> {
  const [flags, settings] = await db.getAll(...configRefs());
  return { flags: flagsIn(flags!), settings: settingsIn(settings!) };
}

/** config/flags (inside `tx` when given). */
export async function readFlags(tx?: Transaction): Promise<FeatureFlags> {
  const ref = db.doc(remoteConfigPaths.config('flags'));
  return flagsIn(tx ? await tx.get(ref) : await ref.get());
}

/** config/app (inside `tx` when given). */
export async function readAppSettings(tx?: Transaction): Promise<AppSettings> {
  const ref = db.doc(remoteConfigPaths.config('app'));
  return settingsIn(tx ? await tx.get(ref) : await ref.get());
}
