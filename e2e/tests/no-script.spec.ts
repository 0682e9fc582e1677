import { expect, test, type Page } from '@playwright/test';

/*
 * A shopper whose browser runs no scripts (switched off, blocked, or failed to load): the shop's
 * server HTML is enough to browse, filter, search, add to the cart and see the count. The same
 * forms and links are what a shopper uses before the page is live.
 */
test.use({ javaScriptEnabled: false });

const cards = (page: Page) => page.getByTestId('product-card');
const badge = (page: Page) => page.getByTestId('cart-badge');

test('browse the teas, filter them and load more', async ({ page }) => {
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(12);
  const count = page.getByTestId('product-count');
  const total = Number((await count.innerText()).match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(12);

  await page.getByTestId('load-more').click();
  await expect(page).toHaveURL(/shown=24/);
  await expect(cards(page)).toHaveCount(Math.min(24, total));

  // two categories of the filter form, sent by the browser itself
  const categories = page.locator('[data-filter="category"] input[type="checkbox"]');
  await categories.nth(0).check();
  await categories.nth(1).check();
  await page.getByTestId('apply-filters').click();
  await expect(page).toHaveURL(/category=.+&category=/);
  await expect(page).not.toHaveURL(/shown=/);
  await expect(categories.nth(0)).toBeChecked();
  await expect(categories.nth(1)).toBeChecked();
  const filtered = Number((await count.innerText()).match(/of (\d+)/)?.[1]);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  await expect(cards(page)).toHaveCount(Math.min(12, filtered));

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(count).toHaveText(`Showing 12 of ${total}`);

  await cards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByTestId('add-to-cart')).toBeEnabled();
});

test('on a phone the filters are shown open and apply', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zh/products');
  const roast = page.locator('[data-filter="roast"] input[type="checkbox"]').first();
  await expect(roast).toBeVisible();
  await roast.check();
  await page.getByTestId('apply-filters').click();
  await expect(page).toHaveURL(/\/zh\/products\?roast=/);
  await expect(roast).toBeChecked();
});

test("the FAQ's answers are all shown", async ({ page }) => {
  await page.goto('/jp/faq');
  const answers = page.getByRole('region');
  expect(await answers.count()).toBeGreaterThan(1);
  for (const answer of await answers.all()) await expect(answer).toBeVisible();
});

test("the header's menus open on a desktop and on a phone", async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Menu' });
  const products = nav.getByRole('button', { name: 'Products', exact: true });
  const allTeas = nav.getByRole('link', { name: 'All teas' });
  await expect(allTeas).toBeHidden();
  // a pointer over the dropdown opens it, and leaving closes it
  await products.hover();
  await expect(allTeas).toBeVisible();
  await page.mouse.move(640, 600);
  await expect(allTeas).toBeHidden();
  // so does the keyboard: the focus on its button opens it, and Tab goes on into it
  await products.focus();
  await expect(allTeas).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(allTeas).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products$/);

  // on a phone the menu button is a link that opens the menu, with every submenu open
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zh');
  const phoneNav = page.getByRole('navigation', { name: '選單' });
  const open = page.getByRole('link', { name: '選單', exact: true });
  await expect(phoneNav).toBeHidden();
  await open.click();
  await expect(phoneNav).toBeVisible();
  await expect(phoneNav.getByRole('link', { name: '所有茶品' })).toBeVisible();
  await expect(open).toBeHidden();
  await page.getByRole('link', { name: '關閉選單' }).click();
  await expect(phoneNav).toBeHidden();
  await open.click();
  await phoneNav.getByRole('link', { name: '最新消息' }).click();
  await expect(page).toHaveURL(/\/zh\/news$/);
  await expect(phoneNav).toBeHidden();
});

test('search from the header', async ({ page }) => {
  await page.goto('/jp');
  await page.getByTestId('search-plain').locator('summary').click();
  await page.getByRole('searchbox').fill('龍井');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/jp\/search\?q=/);
  await expect(page.getByRole('link', { name: /西湖龍井茶/ }).first()).toBeVisible();
});

test('add to the cart with a quantity, see the count and what happened, in the page language', async ({
  page,
}) => {
  await page.goto('/products/longjing');
  await expect(badge(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByTestId('add-to-cart').click();
  await expect(page).toHaveURL(/\/products\/longjing$/);
  await expect(badge(page)).toHaveText('2');
  await expect(page.getByTestId('cart-notice')).toContainText(
    'West Lake Longjing was added to your cart',
  );

  // the notice is shown once; the count stays
  await page.reload();
  await expect(page.getByTestId('cart-notice')).toHaveCount(0);
  await expect(badge(page)).toHaveText('2');

  await page.goto('/jp/products/longjing');
  await page.getByTestId('add-to-cart').click();
  await expect(page).toHaveURL(/\/jp\/products\/longjing$/);
  await expect(page.getByTestId('cart-notice')).toContainText(
    '「西湖龍井茶」をカートに追加しました',
  );
  await expect(badge(page)).toHaveText('3');
});

test('a purchase form from another site is refused', async ({ page, baseURL }) => {
  const answer = await page.request.post(`${baseURL}/cart/items`, {
    headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
    form: { productId: 'x', quantity: '1', locale: 'en', back: '/', intent: 'add' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
});
