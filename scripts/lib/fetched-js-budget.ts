import { VISITOR_HOME_BUDGET_BYTES, describeInitialJs } from './bundle-budget';
import { measureFetchedJs } from './fetched-js';
import { serveStatic } from './static-server';

/** Serves the built app in `dist`, has a fresh Chromium open `/`, and compares what it fetched with `budget`. */
export async function checkFetchedJs(dist: string, budget = VISITOR_HOME_BUDGET_BYTES): Promise<{ within: boolean; totalBytes: number; report: string }> {
  const server = await serveStatic(dist);
  try {
    const fetched = await measureFetchedJs(`${server.url}/`);
    const within = fetched.totalBytes <= budget;
    const title = `JavaScript a browser fetched for / (visitor)${fetched.idle ? '' : ', still loading when the measure gave up waiting'}`;
    return { within, totalBytes: fetched.totalBytes, report: describeInitialJs(fetched, budget, title) };
  } finally {
    await server.close();
  }
}
