import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-clutchpot';
export const REGION = 'us-central1';
export const SANDBOX_PORT = 9090;
export const VITE_DEV_PORT = 5173;
export const VITE_PREVIEW_PORT = 4173;
/** Working files generated at setup (launcher JAR, logs). Never committed. */
export const WORK_DIR = join(ROOT, '.emulators');

interface EmulatorAddress {
  host: string;
  port: number;
}
type EmulatorName = 'auth' | 'firestore' | 'functions' | 'storage' | 'hub';

const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: Record<EmulatorName, EmulatorAddress>;
};

export function emulatorAddress(name: EmulatorName): EmulatorAddress {
  return firebaseJson.emulators[name];
}

export function hostPort(name: EmulatorName): string {
  const { host, port } = emulatorAddress(name);
  return `${host}:${port}`;
}
