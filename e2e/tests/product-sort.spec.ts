import { expect, test, type Page } from './fixtures';
import { CMS_URL } from './support';

/*
 * Sorting a product list: the order is kept in the URL with the filters (`?evening=1&sort=…`),
 * survives a reload (rendered on the server in that order), and back/forward move between orders.
 */

const TEXT = {
  en: {
    prefix: '',
    contentLocale: 'en',
    evening: 'Evening-safe',
    sortBy: 'Sort by',
    priceHighToLow: 'Price: high to low',
    newest: 'Newest',
  },
  jp: {
    prefix: '/jp',
    contentLocale: 'ja-JP',
    evening: '夜も安心',
    sortBy: '並び替え',
    priceHighToLow: '価格の高い順',
    newest: '新着順',
  },
} as const;

/** The content backend's sort of each storefront order (as the storefront asks for it). */
const CMS_SORT = {
  'price-desc': ['price:desc', 'name:asc', 'documentId:asc'],
  newest: ['createdAt:desc', 'documentId:asc'],
} as const;

const PAGE_SIZE = 12;

/** Names of the first page of evening-safe teas in an order, straight from the content backend. */
async function expectedNames(contentLocale: string, sort: keyof typeof CMS_SORT) {
  const params = new URLSearchParams({ locale: contentLocale, 'fields[0]': 'name' });
  params.set('filters[caffeineLevel][rank][$lte]', '1');
  CMS_SORT[sort].forEach((s, i) => params.set(`sort[${i}]`, s));
  params.set('pagination[start]', '0');
  params.set('pagination[limit]', String(PAGE_SIZE));
  const res = await fetch(`${CMS_URL}/api/products?${params.toString()}`);
  if (!res.ok) throw new Error(`GET /api/products: ${res.status}`);
  const body = (await res.json()) as { data: Array<{ name: string }> };
  return body.data.map((p) => p.name);
}

const catalog = (page: Page) => page.locator('[data-boundary="mf-catalog"]');
const cards = (page: Page) => catalog(page).getByTestId('product-card');
const names = (page: Page) => cards(page).locator('h3').allInnerTexts();

/** Card prices as numbers ('US$12.50', 'NT$1,200', '¥1,500'). */
async function prices(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId('product-price').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

const nonIncreasing = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

for (const locale of ['en', 'jp'] as const) {
  const text = TEXT[locale];

  test(`sorting by price with a filter: kept in the URL, on reload and through back (${locale})`, async ({
    page,
  }) => {
    const byPrice = await expectedNames(text.contentLocale, 'price-desc');
    const newest = await expectedNames(text.contentLocale, 'newest');
    expect(byPrice.length).toBeGreaterThan(1);

    await page.goto(`${text.prefix}/products`);
    await expect(cards(page).first()).toBeVisible();
    await catalog(page).getByRole('checkbox', { name: text.evening }).check();
    await expect(page).toHaveURL(/[?&]evening=1/);

    const select = catalog(page).getByRole('combobox', { name: text.sortBy });
    await expect(select).toHaveValue('featured');
    await select.selectOption({ label: text.priceHighToLow });
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    await expect(page).toHaveURL(/[?&]evening=1/);
    await expect.poll(() => names(page)).toEqual(byPrice);
    expect(nonIncreasing(await prices(page))).toBe(true);

    // A reload shows the same order, rendered by the server and hydrated without reloading it.
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/products') listCalls.push(request.url());
    });
    await page.reload();
    await expect(select).toHaveValue('price-desc');
    expect(await names(page)).toEqual(byPrice);
    expect(nonIncreasing(await prices(page))).toBe(true);
    await expect(catalog(page).getByRole('checkbox', { name: text.evening })).toBeChecked();
    expect(listCalls).toEqual([]);

    // Another order is a new history entry; back restores the previous one.
    await select.selectOption({ label: text.newest });
    await expect(page).toHaveURL(/[?&]sort=newest/);
    await expect(page).toHaveURL(/[?&]evening=1/);
    await expect.poll(() => names(page)).toEqual(newest);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    await expect(select).toHaveValue('price-desc');
    await expect.poll(() => names(page)).toEqual(byPrice);
    await page.goForward();
    await expect(select).toHaveValue('newest');
    await expect.poll(() => names(page)).toEqual(newest);
  });
}

test('a shared sorted link: the server HTML lists the teas in that order', async ({ request }) => {
  const byPrice = await expectedNames('en', 'price-desc');
  const res = await request.get('/products?evening=1&sort=price-desc');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const positions = byPrice.map((name) =>
    html.indexOf(`>${name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</h3>`),
  );
  expect(positions.every((p) => p > 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
});

test('the sort select works by keyboard and fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  const select = catalog(page).getByRole('combobox', { name: 'Sort by' });
  await expect(select).toBeVisible();
  const box = await select.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect(select).toHaveValue('price-asc');
  await expect
    .poll(async () => {
      const values = await prices(page);
      return values.every((v, i) => i === 0 || values[i - 1]! <= v);
    })
    .toBe(true);
});
