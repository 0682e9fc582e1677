import { expect, test, waitForHydration, type Page } from './fixtures';
import { CMS_URL } from './support';

/**
 * The product page's quantity box and the product list's "Load more", as a shopper using the
 * keyboard meets them: the box can be emptied while typing, asking for more than the stock says
 * what happened, and "Load more" hands focus to the first new tea.
 */

const PAGE_SIZE = 12;
const catalog = (page: Page) => page.locator('[data-boundary="mf-catalog"]');

async function stockOf(slug: string): Promise<number> {
  const res = await fetch(
    `${CMS_URL}/api/products?locale=en&filters[slug][$eq]=${slug}&fields[0]=stock`,
  );
  const body = (await res.json()) as { data: Array<{ stock: number }> };
  return Number(body.data[0]?.stock);
}

test('the quantity box clears while typing; more than the stock says how many are left', async ({
  page,
}) => {
  // the seed's tea with the fewest in stock (9)
  const slug = 'dayuling-oolong';
  const stock = await stockOf(slug);
  expect(stock).toBeGreaterThan(0);
  expect(stock).toBeLessThan(12);

  await page.goto(`/products/${slug}`);
  await waitForHydration(page);
  const box = catalog(page).getByLabel('Quantity', { exact: true });
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(box).toHaveValue('');
  await page.keyboard.type('3');
  await expect(box).toHaveValue('3');
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('5');
  await expect(box).toHaveValue('5');
  // left empty, it settles on 1
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  await expect(box).toHaveValue('1');

  await box.fill('12');
  await catalog(page).getByTestId('add-to-cart').click();
  await expect(catalog(page).getByTestId('quantity-limit')).toHaveText(
    `Only ${stock} left; your cart has ${stock}`,
  );
  await expect(box).toHaveValue(String(stock));
});

test('"Load more" moves focus to the first newly shown tea', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  const cards = catalog(page).getByTestId('product-card');
  await expect(cards).toHaveCount(PAGE_SIZE);
  const more = catalog(page).getByTestId('load-more');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(PAGE_SIZE * 2);
  const first = cards.nth(PAGE_SIZE).getByRole('link').first();
  await expect(first).toBeFocused();
});
