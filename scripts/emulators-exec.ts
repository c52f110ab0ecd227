/**
 * `npm run emulators:exec -- "<command>"`: runs a command with the whole emulator stack (auth, firestore,
 * functions, storage where it can run, and the sandbox server) up and the environment set, then stops it all.
 */
import { spawn } from 'node:child_process';
import { buildFunctions } from './lib/functions-build';
import { startEmulatorStack } from './lib/emulator-stack';

const command = process.argv.slice(2).join(' ').trim();
if (!command) {
  console.error('Usage: npm run emulators:exec -- "<command>"');
  process.exit(2);
}

try {
  buildFunctions();
  const stack = await startEmulatorStack();
  console.log(`Emulators ready. Running: ${command}`);
  const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...stack.env } });
  const stopOnSignal = () => child.kill('SIGINT');
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  const code = await new Promise<number>((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  await stack.stop();
  process.exit(code);
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
}
