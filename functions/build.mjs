// Bundles the functions (and the shared code they import) into lib/index.js; dependencies stay external and are
// installed from this package.json at deploy time.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const watch = process.argv.includes('--watch');
const options = {
  entryPoints: [here('src/index.ts')],
  outfile: here('lib/index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  logLevel: watch ? 'info' : 'warning',
};
if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
} else {
  await esbuild.build(options);
}
