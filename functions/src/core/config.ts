import type { Transaction } from 'firebase-admin/firestore';
import { db } from './admin';
import { appSettingsOf, flagsOf, type AppSettings, type FeatureFlags } from '../shared/config';
import { paths } from '../shared/paths';

/** config/flags and config/app, read on the server (inside `tx` when given), with defaults for anything missing. */
export async function readFlags(tx?: Transaction): Promise<FeatureFlags> {
  const ref = db.doc(paths.config('flags'));
  return flagsOf((tx ? await tx.get(ref) : await ref.get()).data());
}

export async function readAppSettings(tx?: Transaction): Promise<AppSettings> {
  const ref = db.doc(paths.config('app'));
  return appSettingsOf((tx ? await tx.get(ref) : await ref.get()).data());
}
