import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { type AppSettings, appSettingsOf } from '../shared/remoteConfig/appSettings';
import { type FeatureFlags, flagsOf } from '../shared/remoteConfig/featureFlags';
import { remoteConfigPaths } from '../shared/remoteConfig/firestorePaths';

/** config/flags and config/app, read on the server (inside `tx` when given), with defaults for anything missing. */
export async function readFlags(tx?: Transaction): Promise<FeatureFlags> {
  const ref = db.doc(remoteConfigPaths.config('flags'));
  return flagsOf((tx ? await tx.get(ref) : await ref.get()).data());
}

export async function readAppSettings(tx?: Transaction): Promise<AppSettings> {
  const ref = db.doc(remoteConfigPaths.config('app'));
  return appSettingsOf((tx ? await tx.get(ref) : await ref.get()).data());
}
