import { defineConfig } from '@playwright/test';

const CI = Boolean(process.env.CI);
// Everything the journeys start runs as the local demo (loopback names only, local secrets, the
// stand-ins): the servers below and the extra shop servers the tests start (they inherit this).
process.env.SHOP_PROFILE = 'local-demo';
export const SHOP_URL = process.env.SHOP_URL ?? 'http://localhost:3000';
export const CMS_URL = process.env.CMS_URL ?? 'http://localhost:1337';

/**
 * End-to-end journeys against production builds in Debian's Chromium. The content backend (fresh
 * SQLite database, seeded) and the storefront server are started here; locally, servers already
 * running on the same ports are reused.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: SHOP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /phone\.spec\.ts/,
      use: { viewport: { width: 1280, height: 720 } },
    },
    {
      // A phone held upright: touch, mobile viewport rules, 390 px wide (the header is also
      // checked at 360 px inside the spec).
      name: 'phone',
      testMatch: /phone\.spec\.ts/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: [
    {
      // Offline OAuth2 provider for third-party login (the cms is configured to use it in tests).
      command: 'node standins/oauth/server.mjs',
      url: 'http://127.0.0.1:4010/health',
      reuseExistingServer: !CI,
      timeout: 30_000,
    },
    {
      // Offline Stripe: the cms's stripe SDK and the checkout page's Stripe.js talk to it.
      command: 'node standins/stripe/server.mjs',
      url: 'http://127.0.0.1:12111/health',
      reuseExistingServer: !CI,
      timeout: 30_000,
      env: { STRIPE_STANDIN_WEBHOOK_URL: `${CMS_URL}/api/stripe/webhook` },
    },
    {
      command: 'node ../scripts/cms-for-tests.mjs',
      url: `${CMS_URL}/_health`,
      reuseExistingServer: !CI,
      timeout: 420_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node ../shell/dist-server/server.js',
      url: `${SHOP_URL}/healthz`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      // A generous server render budget: the test machine runs the cms, the shop and Chromium on
      // two cores. The fallback after the budget is tested with a remote that fails.
      env: {
        PORT: '3000',
        CMS_URL,
        AUTH_PROVIDERS: process.env.AUTH_PROVIDERS ?? 'teaid',
        SSR_TIMEOUT_MS: '3000',
        SHOP_PROFILE: 'local-demo',
      },
    },
  ],
});
