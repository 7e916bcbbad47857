import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './services/api/test/chromium.cjs';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the built app, served by
 * the API with the BullMQ driver and a separate worker process (infra/local/e2e-server.mjs), on
 * the MongoDB and Redis that `npm test` starts.
 */
const port = Number(process.env.E2E_PORT ?? 8790);
/** Where reports go (helpers running several suites at once give each its own). */
const resultsDir = process.env.E2E_RESULTS_DIR ?? '.data/test-results';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: `${resultsDir}/playwright`,
  reporter: [['list'], ['json', { outputFile: `${resultsDir}/browser.json` }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Tests that fake the network with page.route need every request to reach the page's own
    // router, which a service worker would answer first. e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    // A trace records every step of every test and made the tier about a quarter slower on two
    // cores, so `npm test` keeps none; E2E_TRACE=retain-on-failure keeps one for each failing test.
    // A failure still writes its error, a screenshot and the page's accessibility snapshot.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure' | 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined },
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node infra/local/e2e-server.mjs',
    url: `http://localhost:${port}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
