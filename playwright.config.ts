import { defineConfig } from '@playwright/test';

/** Browser tests run in the system Chromium (no browser download); see e2e/run-e2e.ts. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  testMatch: /.*\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Spec files run two at a time (tests within a file stay in order): one browser left a core idle
  // while its page waited on its own simulation worker, and the suite is most of `npm test`'s time.
  // E2E_WORKERS=1 runs them one by one (e.g. to read one failure's log in order).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  outputDir: 'test-results',
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1400, height: 1500 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    // No service worker: in a fresh context (every test's) it precaches the whole build (33 files,
    // ~3 MB with the three workers) while the page boots: ~0.45 CPU-s of ~2.7 per page opened
    // (seed000-droptail, six pages each way). The specs that test it (offline.spec.ts, and csp.spec.ts's
    // normal session, which registers it) allow it again with test.use.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
