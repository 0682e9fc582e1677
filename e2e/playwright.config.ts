import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const CI = Boolean(process.env.CI);
const SIDE_BY_SIDE = Boolean(process.env.E2E_SIDE_BY_SIDE);
// Everything the journeys start runs as the local demo (loopback names only, local secrets, the
// stand-ins): the servers below and the extra shop servers the tests start (they inherit this).
process.env.SHOP_PROFILE = 'local-demo';
export const SHOP_URL = process.env.SHOP_URL ?? 'http://localhost:3000';
export const CMS_URL = process.env.CMS_URL ?? 'http://localhost:1337';

/** Debian's Chromium, as shoppers run it. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's old headless shell of the same Chromium (package chromium-headless-shell), which
 * Playwright also runs by default for headless tests: the same engine without the browser's own
 * layers, a third less CPU per journey here. The journeys that measure use the full browser.
 */
const HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const DESKTOP = { viewport: { width: 1280, height: 720 } };
/**
 * Journeys that run alone: the security probes publish script payloads in the header and the
 * about page; the draft, not-found, stock and order journeys publish content or change a tea's
 * stock; the others measure clicks, interaction latency and bytes at a slowed CPU.
 */
const ALONE =
  /(security-probes|draft-preview|not-found-ssr|stock|orders|early-clicks|interaction-latency|performance-budget)\.spec\.ts/;
/** Of those, the journeys that measure: in the full browser, as shoppers run it. */
const MEASURES = /(early-clicks|interaction-latency|performance-budget)\.spec\.ts/;
/** The longest journeys, which flood or release into a shop server they start themselves. */
const OWN_SERVER = /(slug-flood|remote-releases)\.spec\.ts/;

/**
 * End-to-end journeys against production builds in Debian's Chromium. The content backend (fresh
 * SQLite database, seeded) and the storefront server are started here; locally, servers already
 * running on the same ports are reused.
 *
 * The whole suite (`npm test`, which sets E2E_SIDE_BY_SIDE) runs two browsers side by side, one
 * spec file each at a time; the journeys that change what every page shows or holds (the header,
 * the published content, a tea's stock), and those that measure the browser's time or bytes, run
 * after them, one at a time (project `alone`). A run of chosen files runs them one at a time,
 * without the others first.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: SIDE_BY_SIDE ? 2 : 1,
  retries: CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: SHOP_URL,
    // Recording a trace costs each journey about a fifth of its time (Chromium and the runner):
    // CI records it when it retries a failed journey, which is when it is read.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: launchOptions(fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM),
  },
  projects: [
    {
      // Listed first, so they start first: each runs for minutes against a shop server of its own.
      name: 'own-server',
      testMatch: OWN_SERVER,
      use: DESKTOP,
    },
    {
      name: 'desktop',
      testIgnore: [/phone\.spec\.ts/, ALONE, OWN_SERVER],
      use: DESKTOP,
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
    {
      // At 1280 px, once the others are done, one journey at a time.
      name: 'alone',
      testMatch: ALONE,
      testIgnore: MEASURES,
      dependencies: SIDE_BY_SIDE ? ['own-server', 'desktop', 'phone'] : [],
      workers: 1,
      use: DESKTOP,
    },
    {
      name: 'measures',
      testMatch: MEASURES,
      dependencies: SIDE_BY_SIDE ? ['alone'] : [],
      workers: 1,
      use: { ...DESKTOP, launchOptions: launchOptions(CHROMIUM) },
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
        // An editor's change reaches the rendered pages within 0.2 s instead of 1.5 s: the journeys
        // that publish wait for it after every change (editor.ts, shopFollowsContent).
        CONTENT_GENERATION_POLL_MS: '200',
      },
    },
  ],
});
