import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { PHASE_LOG_MESSAGE } from '../../functions/src/core/phaseTimer';

/**
 * Reads the per-phase timings the functions log (functions/src/core/phaseTimer.ts, switched on by the bench)
 * back from the emulator log.
 */
export interface PhaseRecord {
  operation: string;
  totalMs: number;
  phases: Record<string, number>;
}

export function logOffset(file: string): number {
  return statSync(file).size;
}

function readFrom(file: string, offset: number): string {
  const size = statSync(file).size;
  if (size <= offset) return '';
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

/** Phase records of `operation` logged since `offset`. */
export function phaseRecords(file: string, offset: number, operation: string): PhaseRecord[] {
  const records: PhaseRecord[] = [];
  for (const line of readFrom(file, offset).split('\n')) {
    const start = line.indexOf('{');
    if (start < 0 || !line.includes(`"${PHASE_LOG_MESSAGE}"`)) continue;
    try {
      const entry = JSON.parse(line.slice(start)) as Partial<PhaseRecord> & { message?: string };
      if (entry.message === PHASE_LOG_MESSAGE && entry.operation === operation && entry.phases) records.push(entry as PhaseRecord);
    } catch {
      // Not one of ours.
    }
  }
  return records;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** Median time of each phase (in the order the phases first appear) and of the whole call. */
export function phaseMedians(records: PhaseRecord[]): { phases: Array<[string, number]>; total: number } {
  const names: string[] = [];
  for (const record of records) for (const name of Object.keys(record.phases)) if (!names.includes(name)) names.push(name);
  return {
    phases: names.map((name) => [name, median(records.map((record) => record.phases[name] ?? 0))]),
    total: median(records.map((record) => record.totalMs)),
  };
}
