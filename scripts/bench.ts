/**
 * `npm run bench`: money calls next to a no-op callable through the Functions emulator at 1, 10 and 50 concurrent
 * users, where one deposit spends its time, the wager path through the ledger, battle bets from 1, 50 and 200
 * bettors at once, how long a browser takes to show the odds a bet moved, stream bet settlement (1,000 bets on 20
 * streams), then the reconcile result, then the admin Summary over 100,000 ledger entries (BENCH_ONLY=summary alone), then
 * Lighthouse on the home page and a battle page (BENCH_ONLY=lighthouse alone). Starts (and stops) its own emulator
 * stack, like `npm run emulators:exec`.
 */
import { buildFunctions } from './lib/functions-build';
import { startEmulatorStack } from './lib/emulator-stack';

const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,50').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);

// The functions log where each money call spends its time (functions/src/core/phaseTimer.ts).
process.env.CLUTCHPOT_PHASE_TIMING = 'true';
buildFunctions();
const stack = await startEmulatorStack({ log: () => undefined });
Object.assign(process.env, stack.env);
// The emulator's workers have it; this process, which runs the wager path in process, does not log phases.
delete process.env.CLUTCHPOT_PHASE_TIMING;
let exitCode = 0;
try {
  // Imported once the emulator environment is set: the Admin SDK reads it when it initialises.
  const { runDepositBench } = await import('./bench/deposits');
  const { runWagerBench } = await import('./bench/wagers');
  const { runBattleBench } = await import('./bench/battles');
  const { runStreamBetBench } = await import('./bench/streamBets');
  const { runOddsOnScreenBench } = await import('./bench/oddsOnScreen');
  const { runReconcile } = await import('./bench/books');
  const { runSummaryBench } = await import('./bench/summary');
  const { runLighthouseBench } = await import('./bench/lighthouse');
  // BENCH_ONLY=battles or =streamBets runs that scenario alone (battle levels: BENCH_BATTLE_LEVELS, default 1,50,200;
  // settlement: BENCH_STREAM_BETS bets on BENCH_STREAMS streams, default 1,000 on 20).
  const only = process.env.BENCH_ONLY;
  const battleLevels = (process.env.BENCH_BATTLE_LEVELS ?? '1,50,200').split(',').map(Number);
  let failed = 0;
  if (!only) failed += (await runDepositBench({ levels: LEVELS, samples: SAMPLES })) + (await runWagerBench(LEVELS));
  if (!only || only === 'battles') {
    failed += await runBattleBench(battleLevels);
    // BENCH_ODDS_BETS=0 leaves out the browser measure (it builds and serves the web app).
    const oddsBets = Number(process.env.BENCH_ODDS_BETS ?? 20);
    if (oddsBets > 0) failed += await runOddsOnScreenBench(oddsBets);
  }
  if (!only || only === 'streamBets') failed += await runStreamBetBench();
  const clean = only === 'summary' || only === 'lighthouse' || (await runReconcile());
  // Last, after the reconcile: its entries are written straight into the ledgers (see bench/summary.ts).
  if (!only || only === 'summary') failed += await runSummaryBench();
  // After the reconcile: it seeds the demo data (`npm run seed`) for the pages to show. BENCH_LIGHTHOUSE_RUNS=0 leaves it out.
  if ((!only || only === 'lighthouse') && Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) > 0) failed += await runLighthouseBench();
  if (!clean || failed > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stack.stop();
}
process.exit(exitCode);
