import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its browser on these machines: use Debian's Chromium (STACK.md).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // Only *.spec.ts: vitest takes *.test.ts, so the two never share a file.
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous: the keyboard flows are long, and this 2-core machine is shared with other test runs.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
