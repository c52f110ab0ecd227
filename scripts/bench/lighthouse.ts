import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { serveCompressed } from '../lib/compressed-static-server';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/chromium';
import { localCertificate } from '../lib/local-certificate';
import { DEMO_OPEN_BATTLE } from '../lib/demo-battles';
import { ROOT, VITE_PREVIEW_PORT, WORK_DIR } from '../lib/stackConfig';
import { TARGETS, diagnosticsOf, medianMetrics, metricsOf, missedTargets, seconds, type PageMetrics } from './lighthouseReport';
import { buildWebForEmulators, WEB_DIST } from './webApp';

/**
 * Lighthouse on the visitor's home page and a battle page: the web app built for the emulators, served as a host
 * serves it (HTTP/2 over TLS with a local certificate, brotli else gzip, long cache headers for hashed assets),
 * with the emulator stack
 * behind it and the dev seed in it (`npm run seed`: streams, battles with bets). Each page is measured
 * BENCH_LIGHTHOUSE_RUNS times (default 3) in a fresh headless Chromium with Lighthouse's default mobile
 * configuration (simulated throttling: slow 4G, 4x CPU slowdown); the median of each figure is checked against
 * the targets (score 90, LCP 2.5 s, TBT 200 ms, CLS 0.1). The median-score run's HTML report is kept in
 * .emulators/lighthouse/.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const REPORTS = join(WORK_DIR, 'lighthouse');
/** The machine has no internet: every host but this one fails at once instead of waiting on a lookup. */
const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  // The page's own local certificate (the emulators behind it stay on plain http://127.0.0.1, which browsers trust).
  '--ignore-certificate-errors',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** Runs the dev seed; not synchronously, since the sandbox server it calls runs in this process. */
async function seedDemoData(): Promise<void> {
  const seed = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts'], { cwd: ROOT, env: process.env, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => seed.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error('Seeding the demo data failed.');
}

async function lighthouseRun(url: string): Promise<Result & { html: string }> {
  const chrome = await launch({ chromePath: chromiumExecutable() ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
    return Object.assign(result.lhr, { html: String(result.report) });
  } finally {
    chrome.kill();
  }
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' / ');

function row(page: string, metrics: PageMetrics, note: string): string {
  const cells = [
    page.padEnd(12),
    String(metrics.score).padStart(5),
    seconds(metrics.fcp).padStart(7),
    seconds(metrics.lcp).padStart(7),
    `${Math.round(metrics.tbt)} ms`.padStart(7),
    metrics.cls.toFixed(3).padStart(5),
    seconds(metrics.speedIndex).padStart(7),
    seconds(metrics.tti).padStart(7),
    String(Math.round(metrics.benchmarkIndex)).padStart(5),
  ];
  return `  ${cells.join(' | ')} | ${note}`;
}

/** Returns the number of pages whose median misses a target. */
export async function runLighthouseBench(): Promise<number> {
  console.log(`\nLighthouse (mobile, simulated throttling), ${RUNS} runs a page, median; targets: score >= ${TARGETS.score}, LCP <= ${seconds(TARGETS.lcp)}, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls}`);
  buildWebForEmulators();
  await seedDemoData();
  const host = await serveCompressed(WEB_DIST, VITE_PREVIEW_PORT, { tls: localCertificate(REPORTS) });
  console.log(`  web/dist served over HTTP/2 at ${host.url}: ${(host.sizes.identity / 1024).toFixed(0)} KiB built, ${(host.sizes.br / 1024).toFixed(0)} KiB brotli, ${(host.sizes.gzip / 1024).toFixed(0)} KiB gzip`);
  mkdirSync(REPORTS, { recursive: true });
  const pages = [
    { name: 'home', path: '/' },
    { name: 'battle', path: `/battles/${DEMO_OPEN_BATTLE}` },
  ];
  const results: Array<{ name: string; runs: PageMetrics[]; median: PageMetrics; missed: string[]; diagnostics: string[]; load: string }> = [];
  try {
    for (const page of pages) {
      const runs: Array<Result & { html: string }> = [];
      const loadBefore = load();
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(`${host.url}${page.path}`));
      const metrics = runs.map(metricsOf);
      const median = medianMetrics(metrics);
      const medianRun = [...runs].sort((a, b) => metricsOf(a).score - metricsOf(b).score)[Math.floor((runs.length - 1) / 2)]!;
      writeFileSync(join(REPORTS, `${page.name}.report.html`), medianRun.html);
      results.push({ name: page.name, runs: metrics, median, missed: missedTargets(median), diagnostics: diagnosticsOf(medianRun), load: `${loadBefore} before, ${load()} after` });
    }
  } finally {
    await host.close();
  }

  console.log('  page         | score |     FCP |     LCP |     TBT |   CLS |      SI |     TTI | bench | result');
  for (const result of results) {
    console.log(row(result.name, result.median, result.missed.length === 0 ? 'meets the targets' : `MISSES: ${result.missed.join(', ')}`));
  }
  for (const result of results) {
    console.log(`\n  ${result.name}: runs ${result.runs.map((run) => `${run.score} (LCP ${seconds(run.lcp)}, TBT ${Math.round(run.tbt)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)})`).join('; ')}`);
    console.log(`    load average (1 / 5 / 15 min): ${result.load}`);
    for (const line of result.diagnostics) console.log(`    ${line}`);
  }
  console.log(`\n  Reports of the median runs: ${REPORTS}/<page>.report.html`);
  return results.filter((result) => result.missed.length > 0).length;
}
