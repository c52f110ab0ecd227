import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';

const GTAG_SINK = readFileSync(new URL('./gtag-sink.js', import.meta.url), 'utf8');

/** One event as Google Analytics would have received it. */
export interface AnalyticsHit {
  measurementId: string;
  name: string;
  /** Event parameters, numbers as numbers. */
  params: Record<string, string | number>;
}

/** What the page sent towards Google's analytics hosts during a test. */
export interface AnalyticsSink {
  hits: AnalyticsHit[];
  /** Every request to a Google analytics or Firebase configuration host, as URLs. */
  requests: string[];
}

const GOOGLE_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|firebase\.googleapis\.com|firebaseinstallations\.googleapis\.com)\//;

function hitOf(url: URL): AnalyticsHit {
  const params: Record<string, string | number> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('epn.')) params[key.slice(4)] = Number(value);
    else if (key.startsWith('ep.')) params[key.slice(3)] = value;
  }
  return { measurementId: url.searchParams.get('tid') ?? '', name: url.searchParams.get('en') ?? '', params };
}

/**
 * Stands in for Google's side of Firebase Analytics, as this machine has no internet: gtag.js is the local
 * stand-in (gtag-sink.js), its collect hits are recorded, and Firebase's configuration and installation
 * endpoints fail as they do offline (Analytics then uses the configured measurement id).
 */
export async function installAnalyticsSink(context: BrowserContext): Promise<AnalyticsSink> {
  const sink: AnalyticsSink = { hits: [], requests: [] };
  context.on('request', (request) => {
    if (GOOGLE_HOSTS.test(request.url())) sink.requests.push(request.url());
  });
  await context.route('https://www.googletagmanager.com/gtag/js**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_SINK }),
  );
  await context.route('https://www.google-analytics.com/g/collect**', async (route) => {
    sink.hits.push(hitOf(new URL(route.request().url())));
    await route.fulfill({ status: 204 });
  });
  await context.route(/^https:\/\/(firebase|firebaseinstallations)\.googleapis\.com\//, (route) => route.abort('internetdisconnected'));
  return sink;
}
