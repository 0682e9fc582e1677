import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations } from './fixtures';

/*
 * A shopper who clicks the moment a control shows, on a phone-speed CPU, before the page's scripts
 * have taken the server HTML over: the click is held and replayed once the part is live, so it
 * takes effect exactly once. The page is opened without waiting for hydration (Playwright's own
 * `test`, not the suite's fixture, which waits).
 */

const CPU_SLOWDOWN = 4;
const TRIES = 2;

async function slowPage(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return recordCspViolations(page);
}

/** Clicks `selector` as soon as it is visible, with no wait for the page to settle. */
async function clickAtOnce(page: Page, path: string, selector: string) {
  await page.goto(path, { waitUntil: 'commit' });
  const control = page.locator(selector).first();
  await control.waitFor({ state: 'visible' });
  const hydrated = await page.evaluate(
    (s) => !document.querySelector(s)?.closest('[data-ssr="true"]'),
    selector,
  );
  await control.click({ noWaitAfter: true });
  return { hydrated };
}

/** Waits a moment longer, so an effect happening twice would show. */
const settle = (page: Page) => page.waitForTimeout(1_500);

test.describe('clicks before the page is live', () => {
  for (let round = 1; round <= TRIES; round++) {
    test(`add to cart takes effect once (${round})`, async ({ page }) => {
      const violations = await slowPage(page);
      const { hydrated } = await clickAtOnce(
        page,
        '/products/longjing',
        '[data-testid="add-to-cart"]',
      );
      // The point of the test: the click reached server HTML no script had taken over yet.
      expect(hydrated, 'clicked before the product page was hydrated').toBe(false);
      await expect(page.getByTestId('cart-badge')).toHaveText('1', { timeout: 20_000 });
      await settle(page);
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      expect(violations).toEqual([]);
    });

    test(`a filter takes effect once (${round})`, async ({ page }) => {
      const violations = await slowPage(page);
      const box = '[data-boundary="mf-catalog"] input[type="checkbox"]';
      const { hydrated } = await clickAtOnce(page, '/products', box);
      expect(hydrated, 'clicked before the product list was hydrated').toBe(false);
      await expect(page).toHaveURL(/\?.+=/, { timeout: 20_000 });
      await settle(page);
      await expect(page.locator(box).first()).toBeChecked();
      expect(violations).toEqual([]);
    });

    test(`the cart button opens the panel once (${round})`, async ({ page }) => {
      const violations = await slowPage(page);
      // The header hydrates early: this click is before or after, and must work either way.
      await clickAtOnce(page, '/products', '#shell-cart-button');
      await expect(page.getByTestId('cart-panel')).toBeVisible({ timeout: 20_000 });
      await settle(page);
      await expect(page.getByTestId('cart-panel')).toBeVisible();
      expect(violations).toEqual([]);
    });
  }
});
