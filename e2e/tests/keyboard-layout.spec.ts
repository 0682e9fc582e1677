import { type Locator, type Page, expect, test } from './fixtures';

/*
 * The shop's frame in a real browser: the header's Products menu with the keyboard, the sticky
 * header with its scrolled banner, the footer's columns and where toasts appear.
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** After scrolling 600 px the header is still at the top, with the banner's scrolled style. */
async function expectStickyHeader(page: Page): Promise<void> {
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(500);
  const header = page.locator('header[data-boundary="shell"]');
  await expect.poll(async () => (await box(header)).y).toBe(0);
  await expect(header).toBeInViewport();
  await expect(page.getByTestId('announcement')).toHaveAttribute('data-scrolled', 'true');
}

/** The tops of the footer's menu columns (one value per row they take). */
async function footerRows(page: Page): Promise<number[]> {
  const headings = page.locator('footer nav h2');
  await expect(headings.first()).toBeVisible();
  const tops = await headings.evaluateAll((list) =>
    list.map((h) => Math.round(h.getBoundingClientRect().top)),
  );
  return [...new Set(tops)];
}

test.describe('header and footer at 1280 px', () => {
  test('the Products menu closes when focus leaves it, on Escape and after choosing a category', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.locator('header nav').first();
    const products = nav.getByRole('button', { name: /Products/ });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();

    // Shift+Tab out of the open menu closes it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(products).toHaveAttribute('aria-expanded', 'false');

    // Enter on a category opens its page with the menu closed.
    await products.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`[id="${await products.getAttribute('aria-controls')}"]`);
    const category = panel.locator('a[href*="/category/"]').first();
    const href = (await category.getAttribute('href')) ?? '';
    await category.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('the header stays at the top while scrolling, without covering an anchor or focus', async ({
    page,
  }) => {
    await page.goto('/');
    await expectStickyHeader(page);
    const header = page.locator('header[data-boundary="shell"]');
    const bottom = async () => {
      const b = await box(header);
      return b.y + b.height;
    };
    // An anchor link lands below the header.
    const target = page.locator('main h2').nth(1);
    await target.evaluate((h2) => {
      h2.id = 'anchor-target';
      window.location.hash = '#anchor-target';
    });
    await expect.poll(async () => (await box(target)).y).toBeGreaterThanOrEqual(await bottom());
    // So does a control reached with the keyboard while the header covers it.
    await page.evaluate(() => {
      const row = document.createElement('p');
      row.style.marginTop = '900px';
      row.innerHTML = '<button id="covered">Covered</button> <button id="next">Next</button>';
      document.getElementById('main-content')?.prepend(row);
      const top = (document.getElementById('covered') as HTMLElement).getBoundingClientRect().top;
      window.scrollBy(0, top - 10);
    });
    const covered = page.locator('#covered');
    await page.locator('#next').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(covered).toBeFocused();
    await expect.poll(async () => (await box(covered)).y).toBeGreaterThanOrEqual(await bottom());
  });

  test('the footer keeps every column on one row at 1280 and 1024 px', async ({ page }) => {
    await page.goto('/');
    expect(await footerRows(page)).toHaveLength(1);
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await footerRows(page)).toHaveLength(1);
  });

  test('the "added to your cart" toast leaves the product title visible', async ({ page }) => {
    await page.goto('/products');
    const card = page.locator('[data-boundary="mf-catalog"] a[href*="/products/"]').first();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    const title = page.locator('[data-boundary="mf-catalog"] h1');
    await page.getByTestId('add-to-cart').click();
    const toast = page.locator('.ui-toast').first();
    await expect(toast).toBeVisible();
    expect(overlaps(await box(toast), await box(title))).toBe(false);
    const header = await box(page.locator('header[data-boundary="shell"]'));
    expect((await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});

test.describe('header and footer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header stays visible while scrolling; footer columns stack two to a row', async ({
    page,
  }) => {
    await page.goto('/');
    await expectStickyHeader(page);
    const rows = await footerRows(page);
    const columns = await page.locator('footer nav h2').count();
    expect(rows).toHaveLength(Math.ceil(columns / 2));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
