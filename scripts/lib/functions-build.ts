import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './stackConfig';
import { startProcess, type ManagedProcess } from './processes';

const BUILD_SCRIPT = join(ROOT, 'functions', 'build.mjs');

/** Bundles functions/src into functions/lib once. */
export function buildFunctions(): void {
  const result = spawnSync(process.execPath, [BUILD_SCRIPT], { cwd: join(ROOT, 'functions'), stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Building the functions failed:\n${result.stdout}${result.stderr}`);
}

/** Rebuilds functions/lib on every change; the Functions emulator reloads the new bundle. */
export function watchFunctions(): ManagedProcess {
  return startProcess('functions-build', process.execPath, [BUILD_SCRIPT, '--watch'], {
    cwd: join(ROOT, 'functions'),
    echoPrefix: '[functions] ',
  });
}
