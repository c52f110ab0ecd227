import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Test projects. `unit` needs nothing running; `functions` and `rules` talk to the emulators started by
 * `npm test` (or `npm run emulators:exec`). Functions tests run one file at a time, resetting emulator state between
 * files; rules test files run side by side, each in an emulator project of its own.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // Web code imports the shared domain code as @shared, as in web/vite.config.ts.
        resolve: { alias: { '@shared': fileURLToPath(new URL('./functions/src/shared', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['functions/src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts'],
          environment: 'node',
          // Each worker keeps the modules it loaded for the next file: a fresh module graph per file cost more than
          // the tests themselves. No test mocks modules, timers or globals.
          isolate: false,
        },
      },
      {
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          setupFiles: ['tests/support/reset-between-files.ts'],
          fileParallelism: false,
          // The files share one worker and its loaded modules (each file's own setup still empties the emulators):
          // loading firebase-admin, the web SDK and the function code again for every file cost seconds a file.
          isolate: false,
          // A function's first call starts its Functions emulator worker cold (about 25 s on a busy 2-core machine,
          // twice that when the machine is shared): a test that calls several functions for the first time needs room.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          // Each file has an emulator project of its own (tests/rules/support.ts), so files run side by side.
          fileParallelism: true,
          // Workers keep their loaded modules from file to file (each file's emulator project is its own).
          isolate: false,
          testTimeout: 15_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
