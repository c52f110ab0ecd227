import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulate } from '../simulation/simulation';
import { formatReport, progressBar } from '../simulation/report';

/**
 * The money system simulated end to end through the deployed callables, webhooks and jobs (tests/simulation): a
 * fixed seed and a fresh one, each printed, so a failure replays with
 * `SIM_SEED=<seed> npm run simulate -- --transport emulator` (or in process, without the flag).
 * `npm run simulate` runs this file with SIM_SEED, SIM_COMMANDS and SIM_TRANSPORT set.
 */
const COMMANDS = Number(process.env.SIM_COMMANDS ?? 150);
/** `npm test` goes through the deployed callables; `npm run simulate` chooses (SIM_TRANSPORT, in process by default). */
const TRANSPORT = process.env.SIM_TRANSPORT === 'inprocess' ? 'inprocess' : 'emulator';
const FIXED_SEED = 20_261_128;
const seeds = process.env.SIM_SEED ? [Number(process.env.SIM_SEED)] : [FIXED_SEED, Math.floor(Math.random() * 2 ** 31)];

describe('money simulation', () => {
  for (const seed of seeds) {
    it(`seed ${seed}: every step leaves reconcile clean, no balance negative, every account as the model says`, { timeout: 3_600_000 }, async () => {
      console.log(`Money simulation: seed ${seed}, up to ${COMMANDS} commands (replay: SIM_SEED=${seed} npm run simulate${TRANSPORT === 'emulator' ? ' -- --transport emulator' : ''})`);
      const report = await simulate({ seed, commands: COMMANDS, transport: TRANSPORT, path: process.env.SIM_PATH, onStep: progressBar(COMMANDS) });
      console.log(formatReport(report));
      // `npm run simulate` reads each part's report to sum a run made of parts.
      if (process.env.SIM_REPORT_FILE) writeFileSync(process.env.SIM_REPORT_FILE, JSON.stringify(report));
      expect(report.checks).toBe(report.steps);
      expect(report.steps).toBeGreaterThan(0);
    });
  }
});
