import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, headlessChromiumExecutable } from './scripts/lib/chromium';
import { VITE_PREVIEW_PORT } from './scripts/lib/stackConfig';

/**
 * Browser tests: real Chromium (its headless shell where installed: scripts/lib/chromium.ts) against the built web app (`vite build --mode test`, served by `vite preview`)
 * and the emulator stack. One worker, because every test shares the emulators.
 */
export default defineConfig({
  testDir: 'tests/browser',
  workers: 1,
  fullyParallel: false,
  // A focused test on CI would pass a run that left every other test out.
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  // How long a step waits for what it expects. Many wait on a Cloud Function's answer: on a busy machine a function's
  // first call starts its emulator worker cold (several seconds of CPU), which 10 s did not always cover.
  expect: { timeout: 20_000 },
  outputDir: 'test-results',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${VITE_PREVIEW_PORT}`,
    viewport: { width: 1366, height: 900 },
    // As users who ask for less motion see it: nothing animates, so steps wait on the app, not on transitions.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: actions with their errors, network and console. No screencast or DOM snapshots:
    // recording them for every test kept Chromium and the Playwright worker busier than the app itself; the failure
    // screenshot shows the last screen.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: headlessChromiumExecutable(),
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: `npx vite preview --port ${VITE_PREVIEW_PORT} --strictPort`,
    cwd: 'web',
    url: `http://127.0.0.1:${VITE_PREVIEW_PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
