import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations } from './fixtures';

/*
 * A shopper who clicks the moment a control shows, on a phone-speed CPU, before the page's scripts
 * have taken the server HTML over: the click works at once (a form the shop server takes) or is
 * held and replayed once the part is live, so it takes effect exactly once. The page is opened
 * without waiting for hydration (Playwright's own `test`, not the suite's fixture, which waits).
 *
 * The suite runs a few tries at a 4x slower CPU; the full measurement is the same file with
 * EARLY_CLICK_TRIES=20 EARLY_CLICK_RATES=1,4,6.
 */

const TRIES = Number(process.env.EARLY_CLICK_TRIES ?? 2);
const CPU_RATES = (process.env.EARLY_CLICK_RATES ?? '4').split(',').map(Number);

async function slowPage(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return recordCspViolations(page);
}

/** Whether the part holding `selector` is live (hydrated: no longer marked as server HTML). */
const isLive = (page: Page, selector: string) =>
  page.evaluate((s) => !document.querySelector(s)?.closest('[data-ssr="true"]'), selector);

/** Clicks `selector` as soon as it is visible, with no wait for the page to settle. */
async function clickAtOnce(page: Page, path: string, selector: string) {
  await page.goto(path, { waitUntil: 'commit' });
  const control = page.locator(selector).first();
  await control.waitFor({ state: 'visible' });
  const hydrated = await isLive(page, selector);
  await control.click({ noWaitAfter: true });
  return { hydrated };
}

/** Waits a moment longer, so an effect happening twice would show. */
const settle = (page: Page) => page.waitForTimeout(1_500);

test("a filter's tick shows at once while the list is not live yet, and applies once when it is", async ({
  page,
}) => {
  // The catalogue's scripts are held until the tick has been seen: the list stays server HTML.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/mf-catalog\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  const box = '[data-boundary="mf-catalog"] input[type="checkbox"]';
  await page.goto('/products', { waitUntil: 'commit' });
  const control = page.locator(box).first();
  await control.waitFor({ state: 'visible' });
  await control.click({ noWaitAfter: true });
  await expect(control).toBeChecked({ timeout: 1_000 });
  expect(await isLive(page, box), 'the list is still server HTML').toBe(false);
  release();
  await expect(page).toHaveURL(/\?.+=/, { timeout: 20_000 });
  await settle(page);
  await expect(control).toBeChecked();
  expect(await isLive(page, box)).toBe(true);
});

test.describe('clicks before the page is live', () => {
  const rounds = CPU_RATES.flatMap((rate) =>
    Array.from({ length: TRIES }, (_, i) => ({ rate, round: `${rate}x CPU, ${i + 1}` })),
  );
  for (const { rate, round } of rounds) {
    test(`add to cart takes effect once (${round})`, async ({ page }) => {
      const violations = await slowPage(page, rate);
      const { hydrated } = await clickAtOnce(
        page,
        '/products/longjing',
        '[data-testid="add-to-cart"]',
      );
      // The point of the test: the click reached server HTML no script had taken over yet (at
      // normal CPU speed the page may already be live).
      if (rate >= 4) expect(hydrated, 'clicked before the product page was hydrated').toBe(false);
      await expect(page.getByTestId('cart-badge')).toHaveText('1', { timeout: 20_000 });
      await settle(page);
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      expect(violations).toEqual([]);
    });

    test(`a quantity typed before the page is live is the quantity added (${round})`, async ({
      page,
    }) => {
      const violations = await slowPage(page, rate);
      await page.goto('/products/longjing', { waitUntil: 'commit' });
      const box = page.getByRole('textbox', { name: 'Quantity', exact: true });
      await box.waitFor({ state: 'visible' });
      const typedEarly = await box.evaluate((el) => Boolean(el.closest('[data-ssr="true"]')));
      if (rate >= 4) expect(typedEarly, 'typed before the product page was hydrated').toBe(true);
      await box.selectText({ force: true });
      await page.keyboard.type('3');
      // Once the cart team's island is live, the same box and a plain add: the cart gets what the
      // box shows.
      await expect(page.locator('[data-remote-island]:not([data-ssr])')).toBeAttached({
        timeout: 20_000,
      });
      await expect(box).toHaveValue('3');
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-badge')).toHaveText('3', { timeout: 20_000 });
      expect(violations).toEqual([]);
    });

    test(`a quantity stepped up before the page is live is the quantity added (${round})`, async ({
      page,
    }) => {
      const violations = await slowPage(page, rate);
      const { hydrated } = await clickAtOnce(
        page,
        '/products/longjing',
        '[aria-label="Increase quantity"]',
      );
      if (rate >= 4) expect(hydrated, 'clicked before the product page was hydrated').toBe(false);
      // At once after: held behind the step, then sent with the quantity it made.
      await page.getByTestId('add-to-cart').click({ noWaitAfter: true });
      await expect(page.getByTestId('cart-badge')).toHaveText('2', { timeout: 20_000 });
      await settle(page);
      await expect(page.getByTestId('cart-badge')).toHaveText('2');
      expect(violations).toEqual([]);
    });

    test(`a filter takes effect once (${round})`, async ({ page }) => {
      const violations = await slowPage(page, rate);
      const box = '[data-boundary="mf-catalog"] input[type="checkbox"]';
      const { hydrated } = await clickAtOnce(page, '/products', box);
      if (rate >= 4) expect(hydrated, 'clicked before the product list was hydrated').toBe(false);
      await expect(page).toHaveURL(/\?.+=/, { timeout: 20_000 });
      await settle(page);
      await expect(page.locator(box).first()).toBeChecked();
      expect(violations).toEqual([]);
    });

    test(`the cart button opens the panel once (${round})`, async ({ page }) => {
      const violations = await slowPage(page, rate);
      // The header hydrates early: this click is before or after, and must work either way.
      await clickAtOnce(page, '/products', '#shell-cart-button');
      await expect(page.getByTestId('cart-panel')).toBeVisible({ timeout: 20_000 });
      await settle(page);
      await expect(page.getByTestId('cart-panel')).toBeVisible();
      expect(violations).toEqual([]);
    });

    test(`the phone filters open at the first tap, and a filter tapped next takes effect once (${round})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const violations = await slowPage(page, rate);
      const toggle = '[data-boundary="mf-catalog"] button[aria-controls]';
      const { hydrated } = await clickAtOnce(page, '/products', toggle);
      // shown open at once, so the shopper goes on to a filter rather than tapping again
      const box = page.locator('[data-boundary="mf-catalog"] input[type="checkbox"]').first();
      await expect(box).toBeVisible({ timeout: 1_000 });
      await box.click({ noWaitAfter: true });
      if (rate >= 4) expect(hydrated, 'tapped before the product list was hydrated').toBe(false);
      await expect(page).toHaveURL(/\?.+=/, { timeout: 20_000 });
      await settle(page);
      await expect(box).toBeChecked();
      await expect(page.locator(toggle)).toHaveAttribute('aria-expanded', 'true');
      expect(violations).toEqual([]);
    });

    test(`a FAQ question opens its answer at the first tap, and it stays open (${round})`, async ({
      page,
    }) => {
      const violations = await slowPage(page, rate);
      const question = '[data-boundary="mf-content"] button[aria-controls]';
      const { hydrated } = await clickAtOnce(page, '/faq', question);
      const answer = page.locator('[data-boundary="mf-content"] [role="region"]').first();
      await expect(answer).toBeVisible({ timeout: 1_000 });
      if (rate >= 4) expect(hydrated, 'tapped before the FAQ was hydrated').toBe(false);
      // once the FAQ is live, the replayed tap has left the answer open
      await expect.poll(() => isLive(page, question), { timeout: 20_000 }).toBe(true);
      await settle(page);
      await expect(answer).toBeVisible();
      await expect(page.locator(question).first()).toHaveAttribute('aria-expanded', 'true');
      expect(violations).toEqual([]);
    });

    test(`the phone menu opens once (${round})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const violations = await slowPage(page, rate);
      await clickAtOnce(page, '/products', 'button[aria-label="Menu"]');
      const menu = page.locator('button[aria-label="Menu"]');
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
      await settle(page);
      // a click that took effect twice would have closed it again
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(violations).toEqual([]);
    });
  }
});
