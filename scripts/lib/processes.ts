import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

export interface StartOptions extends SpawnOptions {
  /** Prefix for lines echoed to this terminal; omit to keep output only in the log file. */
  echoPrefix?: string;
  logFile?: string;
  onLine?: (line: string) => void;
}

/**
 * Starts a command in its own process group so that stopping it also stops everything it started
 * (the emulators start Java and Node workers of their own).
 */
export function startProcess(name: string, command: string, args: string[], options: StartOptions = {}): ManagedProcess {
  const { echoPrefix, logFile, onLine, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  const handle = (chunk: Buffer) => {
    log?.write(chunk);
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (!line.trim()) continue;
      onLine?.(line);
      if (echoPrefix !== undefined) process.stdout.write(`${echoPrefix}${line}\n`);
    }
  };
  child.stdout?.on('data', handle);
  child.stderr?.on('data', handle);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      log?.end();
      resolve(code);
    });
    child.once('error', () => resolve(null));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    signalGroup(child.pid, 'SIGINT');
    const done = await Promise.race([exited.then(() => true), delay(15000).then(() => false)]);
    if (!done) signalGroup(child.pid, 'SIGKILL');
    await exited;
    // Workers that ignored SIGINT may outlive their parent; the group id still reaches them.
    signalGroup(child.pid, 'SIGKILL');
  };
  return { name, child, exited, stop };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Polls `check` until it returns true, failing after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await delay(250);
  }
  throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
}

/**
 * Kills orphaned processes (parent gone, adopted by init) whose command line contains one of `markers`: emulators
 * left behind when a previous run was killed outright. Returns how many were signalled.
 */
export function killOrphans(markers: string[]): number {
  const listing = spawnSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' });
  if (listing.status !== 0) return 0;
  let killed = 0;
  for (const line of listing.stdout.split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    if (!match || match[2] !== '1') continue;
    if (!markers.some((marker) => match[3]!.includes(marker))) continue;
    try {
      process.kill(Number(match[1]), 'SIGKILL');
      killed += 1;
    } catch {
      // Already gone.
    }
  }
  return killed;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Functions emulator worker processes (of the firebase-tools under `firebaseTools`) beyond the first of each
 * function, told apart by the FUNCTION_TARGET the emulator gives each worker. Linux only (/proc); elsewhere none.
 */
export function surplusFunctionWorkers(firebaseTools: string): number[] {
  const listing = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  if (listing.status !== 0) return [];
  const kept = new Set<string>();
  const surplus: number[] = [];
  for (const line of listing.stdout.split('\n')) {
    const match = /^\s*(\d+)\s+(.*)$/.exec(line);
    if (!match?.[2]?.includes(join(firebaseTools, 'lib', 'emulator', 'functionsEmulatorRuntime'))) continue;
    const pid = Number(match[1]);
    let target: string | undefined;
    try {
      target = readFileSync(`/proc/${pid}/environ`, 'utf8')
        .split('\0')
        .find((entry) => entry.startsWith('FUNCTION_TARGET='));
    } catch {
      continue;
    }
    if (!target) continue;
    if (kept.has(target)) surplus.push(pid);
    else kept.add(target);
  }
  return surplus;
}
