/**
 * The JavaScript a visitor's browser downloads for `/`, gzip. The gate is what a fresh Chromium fetches from the
 * last web build (served from web/dist) until the page is idle; the static closure from Vite's manifest is printed
 * beside it for reference. Run it with the emulator stack up (npm test does, before the browser tests), so the page
 * loads its data as a visitor's would. `--check` exits 1, with the files listed, when the fetched total is over;
 * `--static` prints the reference figure only (the web build does). npm test runs `--check`. `--check-static` holds
 * the static closure to the budget instead and prints the fetched figure beside it.
 */
import { join } from 'node:path';
import { ROOT } from './lib/stackConfig';
import { checkFetchedJs } from './lib/fetched-js-budget';
import { VISITOR_HOME_BUDGET_BYTES, describeInitialJs, measureInitialJs } from './lib/bundle-budget';

const dist = join(ROOT, 'web', 'dist');
const staticClosure = measureInitialJs(dist);
const gateStatic = process.argv.includes('--check-static');
console.log(describeInitialJs(staticClosure, undefined, `Static closure of / in the manifest (${gateStatic ? 'the gate' : 'reference'})`));
// After a build, without the stack, the reference figure is all that can be told.
if (process.argv.includes('--static')) process.exit(0);
const { within, report } = await checkFetchedJs(dist);
console.log(report);
if (process.argv.includes('--check') && !within) process.exit(1);
if (gateStatic && staticClosure.totalBytes > VISITOR_HOME_BUDGET_BYTES) process.exit(1);
