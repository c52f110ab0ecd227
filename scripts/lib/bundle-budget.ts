import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most JavaScript, gzipped, that a visitor's browser may load to show `/`. */
export const VISITOR_HOME_BUDGET_BYTES = 250_000;

/**
 * The modules that `/` loads on demand for a visitor, as Vite's manifest names them (relative to web/): the home
 * page's screen. Everything they and the entry import statically is counted with them.
 */
export const VISITOR_HOME_MODULES: readonly string[] = ['src/features/home/HomePage.tsx', 'src/features/home/VisitorHome.tsx'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface JsFile {
  file: string;
  gzipBytes: number;
}

export interface InitialJs {
  files: JsFile[];
  totalBytes: number;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys of the entry and of `lazyModules`, with every chunk they import statically, in load order. */
export function initialChunks(manifest: Manifest, lazyModules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  for (const module of lazyModules) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of this build; update VISITOR_HOME_MODULES.`);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...lazyModules]) visit(key);
  return [...seen];
}

/** Gzipped size of each JavaScript file the visitor loads for `/`, and their sum. */
export function measureInitialJs(distDir: string, lazyModules = VISITOR_HOME_MODULES): InitialJs {
  const manifest = readManifest(distDir);
  const files = initialChunks(manifest, lazyModules)
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file))).length }));
  return { files, totalBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) };
}

export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function describeInitialJs(
  { files, totalBytes }: InitialJs,
  budget = VISITOR_HOME_BUDGET_BYTES,
  title = 'Initial JavaScript for / (visitor)',
): string {
  const rows = [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map(({ file, gzipBytes }) => `  ${formatKb(gzipBytes).padStart(9)}  ${file}`);
  const verdict = totalBytes <= budget ? 'within' : 'OVER';
  return [
    `${title}: ${formatKb(totalBytes)} gzip in ${files.length} files, ${verdict} the ${formatKb(budget)} budget`,
    ...rows,
  ].join('\n');
}
