/**
 * Prints the JavaScript a visitor's browser loads for `/` (gzip), from the manifest of the last web build.
 * `--check` exits 1 when it is over the budget (npm test runs it after building the web app).
 */
import { join } from 'node:path';
import { ROOT } from './lib/stackConfig';
import { VISITOR_HOME_BUDGET_BYTES, describeInitialJs, measureInitialJs } from './lib/bundle-budget';

const initial = measureInitialJs(join(ROOT, 'web', 'dist'));
console.log(describeInitialJs(initial));
if (process.argv.includes('--check') && initial.totalBytes > VISITOR_HOME_BUDGET_BYTES) process.exit(1);
