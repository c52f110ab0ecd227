import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, WORK_DIR } from './stackConfig';
import { writeLauncherJar } from './launcher-jar';

interface DownloadDetails {
  version: string;
  remoteUrl: string;
  downloadPathRelativeToCacheDir: string;
}

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const GCLOUD_JAR = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

function emulatorCacheDir(): string {
  return process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
}

export function downloadDetails(emulator: 'firestore' | 'storage'): DownloadDetails {
  const file = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'downloadableEmulatorInfo.json');
  const info = JSON.parse(readFileSync(file, 'utf8')) as Record<string, DownloadDetails>;
  const details = info[emulator];
  if (!details) throw new Error(`firebase-tools does not describe the ${emulator} emulator download`);
  return details;
}

export function isCached(emulator: 'firestore' | 'storage'): boolean {
  return existsSync(join(emulatorCacheDir(), downloadDetails(emulator).downloadPathRelativeToCacheDir));
}

/** True when firebase-tools could download the emulator from its release bucket right now. */
export async function canDownload(emulator: 'firestore' | 'storage'): Promise<boolean> {
  try {
    const response = await fetch(downloadDetails(emulator).remoteUrl, {
      method: 'HEAD',
      signal: AbortSignal.timeout(4000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

const COMMON_SDK_ROOTS = [
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  '/opt/google-cloud-sdk',
  '/snap/google-cloud-cli/current',
  '/opt/homebrew/share/google-cloud-sdk',
  '/usr/local/share/google-cloud-sdk',
  join(homedir(), 'google-cloud-sdk'),
];

/** Asks the gcloud CLI where it is installed (slow, so only after the usual places). */
function reportedSdkRoot(): string | null {
  const reported = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 15000,
  });
  return !reported.error && reported.status === 0 && reported.stdout.trim() ? reported.stdout.trim() : null;
}

export function findGcloudFirestoreJar(): string | null {
  const candidates = [process.env.CLOUDSDK_ROOT_DIR, ...COMMON_SDK_ROOTS];
  for (const root of candidates) {
    if (root && existsSync(join(root, GCLOUD_JAR))) return join(root, GCLOUD_JAR);
  }
  const reported = reportedSdkRoot();
  return reported && existsSync(join(reported, GCLOUD_JAR)) ? join(reported, GCLOUD_JAR) : null;
}

export type FirestoreEmulatorSource =
  | { kind: 'override'; binaryPath: string }
  | { kind: 'firebase-tools'; note: string }
  | { kind: 'gcloud'; binaryPath: string; jar: string };

/**
 * Decides which Firestore emulator to run: the firebase-tools download (cached or downloadable),
 * otherwise the Google Cloud CLI's emulator through a generated manifest-only launcher JAR.
 */
export async function resolveFirestoreEmulator(): Promise<FirestoreEmulatorSource> {
  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override) return { kind: 'override', binaryPath: override };
  if (isCached('firestore')) return { kind: 'firebase-tools', note: 'cached download' };
  if (await canDownload('firestore')) return { kind: 'firebase-tools', note: 'downloading on first start' };

  const jar = findGcloudFirestoreJar();
  if (!jar) {
    const { version } = downloadDetails('firestore');
    throw new Error(
      `No Firestore emulator is available: firebase-tools has not downloaded cloud-firestore-emulator v${version} ` +
        'and cannot reach its download site, and no Google Cloud CLI Firestore emulator was found. ' +
        'Fix it with one of: (1) connect to the internet once and run `npm run dev` (firebase-tools downloads the ' +
        'emulator into ~/.cache/firebase/emulators); (2) install the Google Cloud CLI component ' +
        '(`sudo apt-get install google-cloud-cli-firestore-emulator` or `gcloud components install cloud-firestore-emulator`).',
    );
  }
  mkdirSync(WORK_DIR, { recursive: true });
  const binaryPath = join(WORK_DIR, 'firestore-launcher.jar');
  writeLauncherJar(binaryPath, FIRESTORE_MAIN_CLASS, jar);
  return { kind: 'gcloud', binaryPath, jar };
}

let storageProbe: Promise<boolean> | null = null;

/**
 * The Storage emulator needs a rules runtime JAR that firebase-tools downloads on first use. Probed once per
 * process: the test runner asks before building the web app and again when starting the stack.
 */
export function storageEmulatorAvailable(): Promise<boolean> {
  storageProbe ??= isCached('storage') ? Promise.resolve(true) : canDownload('storage');
  return storageProbe;
}
