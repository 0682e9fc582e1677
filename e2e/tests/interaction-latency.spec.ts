import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, waitForHydration, type Locator, type Page } from './fixtures';

/*
 * Interaction to next paint of the shop's busiest controls on a live page, on a phone-speed CPU
 * (4x slower), as the `web-vitals` library measures it in the browser: adding to the cart,
 * opening the cart panel, applying a filter. Each is measured on a page of its own.
 */

const CPU_SLOWDOWN = 4;
/**
 * The target is 100 ms (measure it with INP_BUDGET_MS=100 and --repeat-each); the suite's own run
 * shares two cores with the cms, the shop and other browsers, so it guards against a regression
 * with twice that.
 */
const BUDGET_MS = Number(process.env.INP_BUDGET_MS ?? 200);
// the library's browser build (a global `webVitals`), beside its Node entry
const webVitals = path.join(
  path.dirname(createRequire(__filename).resolve('web-vitals')),
  'web-vitals.iife.js',
);

declare global {
  interface Window {
    /** Each interaction web-vitals reports (every change, from 16 ms). */
    __inp?: number[];
    webVitals?: {
      onINP: (
        report: (metric: { value: number }) => void,
        options: { reportAllChanges: boolean; durationThreshold: number },
      ) => void;
    };
  }
}

async function measuredPage(page: Page, path: string) {
  // init scripts run in a function of their own: the library's global is made the page's
  await page.addInitScript({
    content: `${fs.readFileSync(webVitals, 'utf8')}\nwindow.webVitals = webVitals;`,
  });
  await page.addInitScript(() => {
    window.__inp = [];
    window.webVitals?.onINP((metric) => window.__inp?.push(metric.value), {
      reportAllChanges: true,
      durationThreshold: 16,
    });
  });
  await page.goto(path);
  await waitForHydration(page);
  // the page has settled: what is measured is the interaction, not the page still loading
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Clicks the middle of `locator` with the mouse alone: Playwright's own checks around a
 * `click()` run in the page and would be measured as part of the interaction.
 */
async function tap(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The page's INP so far: the longest interaction web-vitals saw (0: none took 16 ms, the Event
 * Timing API's smallest). Fails when the library is not running in the page.
 */
async function inp(page: Page): Promise<number> {
  // web-vitals reports once the next frame after the interaction is painted
  await page.waitForTimeout(500);
  const { loaded, values } = await page.evaluate(() => ({
    loaded: typeof window.webVitals?.onINP === 'function',
    values: window.__inp ?? [],
  }));
  expect(loaded, 'web-vitals runs in the page').toBe(true);
  return Math.max(0, ...values);
}

test.describe('interaction to next paint at 4x CPU', () => {
  test('add to cart', async ({ page }, info) => {
    await measuredPage(page, '/products/longjing');
    await tap(page, page.getByTestId('add-to-cart'));
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    const value = await inp(page);
    info.annotations.push({ type: 'INP add to cart', description: `${value} ms` });
    expect(value).toBeLessThanOrEqual(BUDGET_MS);
  });

  test('opening the cart panel', async ({ page }, info) => {
    await measuredPage(page, '/products');
    await tap(page, page.locator('#shell-cart-button'));
    await expect(page.getByTestId('cart-panel')).toBeVisible();
    const value = await inp(page);
    info.annotations.push({ type: 'INP cart panel', description: `${value} ms` });
    expect(value).toBeLessThanOrEqual(BUDGET_MS);
  });

  test('applying a filter', async ({ page }, info) => {
    await measuredPage(page, '/products');
    const box = page.locator('[data-filter="category"] input[type="checkbox"]').first();
    await tap(page, box);
    await expect(page).toHaveURL(/category=/);
    await expect(box).toBeChecked();
    const value = await inp(page);
    info.annotations.push({ type: 'INP filter', description: `${value} ms` });
    expect(value).toBeLessThanOrEqual(BUDGET_MS);
  });
});
