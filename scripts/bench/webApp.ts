import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/stackConfig';

export const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
export const WEB = join(ROOT, 'web');
export const WEB_DIST = join(WEB, 'dist');

let built = false;

/**
 * Builds the web app for the emulators as the browser tests do (`vite build --mode test`, web/.env.test), once per
 * bench run: the scenarios that drive a browser share the build.
 */
export function buildWebForEmulators(): void {
  if (built) return;
  const build = spawnSync(process.execPath, [VITE, 'build', '--mode', 'test', '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: 'inherit',
    env: { ...process.env, VITE_STORAGE: process.env.CLUTCHPOT_STORAGE ?? 'unavailable' },
  });
  if (build.status !== 0) throw new Error('Building the web app failed.');
  built = true;
}
