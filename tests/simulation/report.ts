/** The simulation's progress bar and closing report. */
import { formatCents } from '../../functions/src/shared/core/money';
import type { SimulationReport } from './simulation';

/** A one-line progress bar on stderr (redrawn in place), or nothing when stderr is not a terminal. */
export function progressBar(total: number): () => void {
  let done = 0;
  const started = Date.now();
  return () => {
    done += 1;
    if (!process.stderr.isTTY && done % 100 !== 0) return;
    const width = 30;
    const filled = Math.min(width, Math.round((done / total) * width));
    const rate = done / Math.max(1, (Date.now() - started) / 1000);
    const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} steps, ${rate.toFixed(1)}/s`;
    process.stderr.write(process.stderr.isTTY ? `\r${line}` : `${line}\n`);
  };
}

const table = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, n]) => `  ${String(n).padStart(6)}  ${kind}`)
    .join('\n') || '  (none)';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatReport(report: SimulationReport): string {
  const faults = Object.values(report.faults).reduce((sum, n) => sum + n, 0);
  return [
    `Money simulation, seed ${report.seed}, callables ${report.transport === 'inprocess' ? 'run in process' : 'through the Functions emulator'} (replay: SIM_SEED=${report.seed} npm run simulate${report.transport === 'emulator' ? ' -- --transport emulator' : ''})`,
    `${report.steps} steps run in ${report.worlds} worlds (${report.generated} generated; the rest skipped by their preconditions), ${report.checks} invariant checks, ${seconds(report.ms)}, ${(report.steps / Math.max(1, report.ms / 1000)).toFixed(1)} steps/s`,
    `Time: ${seconds(report.split.commands)} running commands, ${seconds(report.split.checks)} checking invariants, ${seconds(report.split.worlds)} creating worlds`,
    'Time running each command (s):',
    table(Object.fromEntries(Object.entries(report.split.byCommand).map(([name, ms]) => [name, Math.round(ms / 100) / 10]))),
    'Commands by kind:',
    table(report.commands),
    `Faults injected (${faults}):`,
    table(report.faults),
    'Money moved:',
    ...Object.entries(report.moved).map(([kind, cents]) => `  ${kind.padEnd(10)} ${formatCents(cents)}`),
  ].join('\n');
}

const sum = (a: Record<string, number>, b: Record<string, number>) => {
  const total = { ...a };
  for (const [key, n] of Object.entries(b)) total[key] = (total[key] ?? 0) + n;
  return total;
};

/** One report for a run made of parts (`npm run simulate` with more commands than a part holds); `ms` is the whole run's. */
export function mergeReports(parts: SimulationReport[], ms: number): SimulationReport {
  const [first] = parts;
  if (!first) throw new Error('No simulation report to merge');
  return parts.slice(1).reduce<SimulationReport>(
    (total, part) => ({
      ...total,
      worlds: total.worlds + part.worlds,
      generated: total.generated + part.generated,
      steps: total.steps + part.steps,
      commands: sum(total.commands, part.commands),
      faults: sum(total.faults, part.faults),
      checks: total.checks + part.checks,
      moved: sum(total.moved, part.moved) as SimulationReport['moved'],
      split: {
        worlds: total.split.worlds + part.split.worlds,
        commands: total.split.commands + part.split.commands,
        checks: total.split.checks + part.split.checks,
        byCommand: sum(total.split.byCommand, part.split.byCommand),
      },
    }),
    { ...first, ms },
  );
}
