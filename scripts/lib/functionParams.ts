import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stackConfig';
import { SANDBOX_SECRETS } from '../sandbox/server';

/**
 * The params and secrets the Functions emulator gives the functions (functions/.env.local and the sandbox
 * secrets), for processes that run function code directly: the dev scheduler's jobs, the seed and the tests.
 */
export function functionParamsEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(join(ROOT, 'functions', '.env.local'), 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1]) env[match[1]] = match[2] ?? '';
  }
  return { ...env, ...SANDBOX_SECRETS };
}
