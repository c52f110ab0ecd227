import { performance } from 'node:perf_hooks';
import { logger } from 'firebase-functions';

/**
 * Where one call spends its time, phase by phase. Off unless CLUTCHPOT_PHASE_TIMING is 'true' (the benchmark
 * sets it for its own emulator stack); then each finished call logs one structured line, `phases`, that
 * `npm run bench` reads back from the emulator log. Switched off, a lap is one clock read.
 */
export interface PhaseTimer {
  /** Closes the phase that started at the previous lap (or at the start) under `phase`. */
  lap(phase: string): void;
  /** Logs the phases when timing is on. */
  done(): void;
}

export const PHASE_LOG_MESSAGE = 'phases';

export function phaseTimer(operation: string): PhaseTimer {
  const enabled = process.env.CLUTCHPOT_PHASE_TIMING === 'true';
  const phases: Record<string, number> = {};
  const started = performance.now();
  let last = started;
  return {
    lap(phase) {
      const now = performance.now();
      phases[phase] = (phases[phase] ?? 0) + (now - last);
      last = now;
    },
    done() {
      if (!enabled) return;
      const rounded = Object.fromEntries(Object.entries(phases).map(([phase, ms]) => [phase, Math.round(ms * 100) / 100]));
      logger.info(PHASE_LOG_MESSAGE, { operation, totalMs: Math.round((last - started) * 100) / 100, phases: rounded });
    },
  };
}
