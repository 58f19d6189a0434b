import { defineConfig, devices } from '@playwright/test';
import { baseURL, productPorts, sandboxURL } from './tests/support/urls.ts';

/**
 * Two workers, each testing a product of its own (support/urls.ts): on this 2-core machine the
 * browser tests took 640 s with one (2026-11-27, CI). An outside product (E2E_BASE_URL) is one.
 */
const workers = process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(workers) || workers < 1) {
  throw new Error(`E2E_WORKERS=${process.env.E2E_WORKERS} is no whole number of at least 1.`);
}

/** `npm start` for the worker in `slot`; the first keeps the README's database file. */
function product(slot: number) {
  const ports = productPorts(slot);
  return {
    // The product started exactly as the README starts it.
    command: 'npm start',
    env: {
      PORT: String(ports.gateway),
      SANDBOX_PORT: String(ports.sandbox),
      ...(slot > 0 ? { SANDBOX_DATABASE: ':memory:' } : {}),
      // One browser on one address opens the app a few hundred times a minute here; the per-IP
      // limit itself is proven by the gateway's tests, not by tripping it under this suite.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    cwd: '..',
    url: `http://localhost:${ports.gateway}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // The servers' request logs would drown the test report; their errors still show.
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  };
}

export default defineConfig({
  testDir: './tests',
  // A file's tests run in order on one worker; the files are shared out between the workers.
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Pixel 7'],
    // Debian's Chromium: Playwright's own browser download cannot run on these machines.
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'guest', testIgnore: /update-prompt\.spec\.ts$/ },
    {
      // It deploys a new version by rewriting the built service worker both products serve
      // (support/deployment.ts), so it runs once every other test has finished.
      name: 'new version deployed',
      testMatch: /update-prompt\.spec\.ts$/,
      dependencies: ['guest'],
    },
  ],
  metadata: { sandboxURL },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : Array.from({ length: workers }, (_, slot) => product(slot)),
});
