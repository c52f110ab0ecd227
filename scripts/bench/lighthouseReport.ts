import type { Result } from 'lighthouse';

/**
 * What the Lighthouse scenario reads out of a Lighthouse result: the score and the metrics checked against the
 * targets, and the diagnostics that say what to fix (the scripts that cost bytes and main-thread time, unused
 * JavaScript, the LCP element and its phases, the opportunities with their estimated savings).
 */
export interface PageMetrics {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  tti: number;
  benchmarkIndex: number;
}

export const TARGETS = { score: 90, lcp: 2_500, tbt: 200, cls: 0.1 } as const;

type Audit = Result['audits'][string];
type Row = Record<string, unknown>;

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function metricsOf(lhr: Result): PageMetrics {
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    tti: numeric(lhr, 'interactive'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** The median of each figure across runs, each on its own. */
export function medianMetrics(runs: PageMetrics[]): PageMetrics {
  const keys = Object.keys(runs[0]!) as Array<keyof PageMetrics>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageMetrics;
}

/** The targets a page's median misses, in words (empty when it meets them all). */
export function missedTargets(metrics: PageMetrics): string[] {
  const missed: string[] = [];
  if (metrics.score < TARGETS.score) missed.push(`score ${metrics.score} < ${TARGETS.score}`);
  if (metrics.lcp > TARGETS.lcp) missed.push(`LCP ${seconds(metrics.lcp)} > ${seconds(TARGETS.lcp)}`);
  if (metrics.tbt > TARGETS.tbt) missed.push(`TBT ${Math.round(metrics.tbt)} ms > ${TARGETS.tbt} ms`);
  if (metrics.cls > TARGETS.cls) missed.push(`CLS ${metrics.cls.toFixed(3)} > ${TARGETS.cls}`);
  return missed;
}

export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const msText = (value: number) => `${Math.round(value)} ms`;
const oneLine = (text: unknown, length: number) => String(text ?? '').replace(/\s+/g, ' ').trim().slice(0, length);

function items(audit: Audit | undefined): Row[] {
  const details = audit?.details as { items?: Row[] } | undefined;
  return details?.items ?? [];
}

/** A script's address without the origin, so the table shows the chunk's name. */
function shortUrl(url: unknown): string {
  const text = String(url ?? '');
  try {
    const parsed = new URL(text);
    return parsed.hostname === '127.0.0.1' ? parsed.pathname : `${parsed.host}${parsed.pathname}`;
  } catch {
    return text;
  }
}

/** An element as the report names it: its label, else its selector, else its markup. */
function nodeText(node: unknown): string {
  const value = node as { nodeLabel?: string; selector?: string; snippet?: string } | undefined;
  return oneLine(value?.nodeLabel || value?.selector || value?.snippet || 'unattributed', 70);
}

function lcpElement(lhr: Result): string[] {
  const [element, phases] = items(lhr.audits['largest-contentful-paint-element']) as Array<{ items?: Row[] }>;
  const node = element?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
  const lines = node ? [`LCP element: ${nodeText(node)} ${oneLine(node.snippet, 120)}`] : [];
  const phaseText = (phases?.items ?? []).map((row) => `${String(row.phase)} ${msText(Number(row.timing))}`).join(', ');
  if (phaseText) lines.push(`LCP phases: ${phaseText}`);
  return lines;
}

/** The lines that say where a page's time and bytes go, from one run's result. */
export function diagnosticsOf(lhr: Result): string[] {
  const lines = lcpElement(lhr);
  const scripts = items(lhr.audits['network-requests'])
    .filter((row) => row.resourceType === 'Script')
    .sort((a, b) => Number(b.transferSize) - Number(a.transferSize));
  const scriptBytes = scripts.reduce((sum, row) => sum + Number(row.transferSize), 0);
  lines.push(`Scripts: ${scripts.length} files, ${kb(scriptBytes)} transferred; largest: ${scripts.slice(0, 6).map((row) => `${shortUrl(row.url)} ${kb(Number(row.transferSize))}`).join(', ')}`);
  const bootup = items(lhr.audits['bootup-time']).slice(0, 5);
  lines.push(`Script execution (bootup-time, ${msText(numeric(lhr, 'bootup-time'))}): ${bootup.map((row) => `${shortUrl(row.url)} ${msText(Number(row.scripting))} + parse ${msText(Number(row.scriptParseCompile))}`).join(', ')}`);
  const work = items(lhr.audits['mainthread-work-breakdown']).slice(0, 6);
  lines.push(`Main thread (${msText(numeric(lhr, 'mainthread-work-breakdown'))}): ${work.map((row) => `${String(row.groupLabel)} ${msText(Number(row.duration))}`).join(', ')}`);
  const longTasks = items(lhr.audits['long-tasks']);
  if (longTasks.length > 0) lines.push(`Long tasks: ${longTasks.length}, longest ${longTasks.slice(0, 4).map((row) => `${msText(Number(row.duration))} (${shortUrl(row.url)})`).join(', ')}`);
  const unused = items(lhr.audits['unused-javascript']).slice(0, 5);
  if (unused.length > 0) lines.push(`Unused JavaScript: ${unused.map((row) => `${shortUrl(row.url)} ${kb(Number(row.wastedBytes))} of ${kb(Number(row.totalBytes))}`).join(', ')}`);
  const shifts = items(lhr.audits['layout-shifts']).slice(0, 4);
  if (shifts.length > 0) lines.push(`Layout shifts (CLS ${numeric(lhr, 'cumulative-layout-shift').toFixed(3)}): ${shifts.map((row) => `${Number(row.score).toFixed(3)} ${nodeText(row.node)}`).join('; ')}`);
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => (audit.details as { type?: string } | undefined)?.type === 'opportunity' && (audit.score ?? 1) < 1)
    .map((audit) => ({ title: audit.title, ms: (audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0, bytes: (audit.details as { overallSavingsBytes?: number }).overallSavingsBytes ?? 0 }))
    .filter((opportunity) => opportunity.ms > 0 || opportunity.bytes > 0)
    .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes)
    .slice(0, 5);
  if (opportunities.length > 0) lines.push(`Opportunities: ${opportunities.map((o) => `${o.title} (~${msText(o.ms)}${o.bytes ? `, ${kb(o.bytes)}` : ''})`).join('; ')}`);
  for (const warning of lhr.runWarnings) lines.push(`Lighthouse warning: ${oneLine(warning, 240)}`);
  return lines;
}
