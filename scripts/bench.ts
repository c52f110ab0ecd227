/**
 * `npm run bench`: deposit latency through the Functions emulator at 1, 10 and 50 concurrent users, then the
 * reconcile result. Starts (and stops) its own emulator stack, like `npm run emulators:exec`.
 */
import { buildFunctions } from './lib/functions-build';
import { startEmulatorStack } from './lib/emulator-stack';

const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,50').split(',').map(Number);
const DEPOSITS_PER_USER = Number(process.env.BENCH_DEPOSITS ?? 5);

buildFunctions();
const stack = await startEmulatorStack({ log: () => undefined });
Object.assign(process.env, stack.env);
let exitCode: number;
try {
  // Imported once the emulator environment is set: the Admin SDK reads it when it initialises.
  const { runDepositBench } = await import('./bench/deposits');
  exitCode = await runDepositBench(LEVELS, DEPOSITS_PER_USER);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stack.stop();
}
process.exit(exitCode);
