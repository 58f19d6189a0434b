import { defineConfig, devices } from '@playwright/test';
import { baseURL, sandboxURL } from './tests/support/urls.ts';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // The tests share one sandbox database and reset it, so they run one at a time.
  workers: 1,
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
  metadata: { sandboxURL },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The product started exactly as the README starts it.
        command: 'npm start',
        // One browser on one address opens the app a few hundred times a minute here; the per-IP
        // limit itself is proven by the gateway's tests, not by tripping it under this suite.
        env: { RATE_LIMIT_PER_MINUTE: '100000' },
        cwd: '..',
        url: `${baseURL}/healthz`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        // The servers' request logs would drown the test report; their errors still show.
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
