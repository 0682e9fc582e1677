import { expect, test, type Page } from './fixtures';
import { CMS_URL, openUntilQuiet, requestsTo } from './support';

/** The data layer entries of an event. */
async function dataLayerEvents(page: Page, event: string): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (name) =>
      (
        (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []
      ).filter((entry) => entry.event === name),
    event,
  );
}

/**
 * The header's search control: the shell's plain form (a disclosure) until the shopper reaches for
 * it, then the catalogue's search button; both carry the same label.
 */
function searchControl(page: Page, name: string) {
  return page.locator('header[data-boundary="shell"]').getByLabel(name, { exact: true });
}

async function openSearchByKeyboard(page: Page, name: string): Promise<void> {
  await searchControl(page, name).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('search-panel').getByRole('combobox')).toBeFocused();
}

test.describe('search', () => {
  test('the header combobox by keyboard: suggestions as one types, arrows, Enter opens the tea', async ({
    page,
  }) => {
    await page.goto('/');
    await openSearchByKeyboard(page, 'Search');
    const box = page.getByRole('combobox', { name: 'Search teas and articles' });
    // When the last keystroke happened and when its suggestions were first on screen, in the page.
    await page.evaluate(() => {
      const w = window as unknown as { lastKey?: number; shown?: number };
      document.addEventListener('input', () => {
        w.lastKey = performance.now();
        w.shown = undefined;
      });
      new MutationObserver(() => {
        const first = document.querySelector('[role="listbox"]:not([hidden]) [role="option"]');
        const status = document.querySelector('[role="search"] [role="status"]')?.textContent ?? '';
        const answered = /\d+ suggestions?\./.test(status);
        if (
          w.shown === undefined &&
          answered &&
          first?.textContent?.includes('West Lake Longjing')
        ) {
          w.shown = performance.now();
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await box.pressSequentially('longjng'); // one letter missing
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toContainText('West Lake Longjing');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: /suggestion/ })).toBeVisible();
    const delay = await page.evaluate(() => {
      const w = window as unknown as { lastKey?: number; shown?: number };
      return Math.round((w.shown ?? NaN) - (w.lastKey ?? NaN));
    });
    // Timings are reported, not asserted: the shared test machines are noisy.
    test.info().annotations.push({
      type: 'suggestions',
      description: `suggestions on screen ${delay} ms after the last keystroke`,
    });
    console.log(`[search] suggestions on screen ${delay} ms after the last keystroke`);
    expect(delay).toBeGreaterThan(0);

    await page.keyboard.press('ArrowDown');
    const firstId = await options.first().getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? '');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/longjing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('West Lake Longjing');
    await expect(page.getByTestId('search-panel').getByRole('combobox')).toHaveCount(0);
  });

  test('Enter without a choice opens the results page: teas first, then articles; events recorded', async ({
    page,
  }) => {
    await page.goto('/products');
    await openSearchByKeyboard(page, 'Search');
    await page.keyboard.type('oolong');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=oolong$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “oolong”');
    const cards = page.getByTestId('search-products').getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first().getByRole('heading')).toContainText(/oolong/i);
    await expect(cards.first().getByTestId('product-price')).toContainText('US$');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toMatch(/^Teas \(\d+\)$/);
    expect(await dataLayerEvents(page, 'search')).toEqual([
      expect.objectContaining({ search_term: 'oolong' }),
    ]);
    expect(await dataLayerEvents(page, 'view_search_results')).toEqual([
      expect.objectContaining({ search_term: 'oolong' }),
    ]);
    // Escape on the page: the results stay; the back button returns to the list
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('Japanese half-width katakana and a Simplified Chinese query find the Traditional names', async ({
    page,
  }) => {
    await page.goto(`/jp/search?q=${encodeURIComponent('ｳｰﾛﾝ')}`);
    const jpFirst = page.getByTestId('search-products').getByTestId('product-card').first();
    await expect(jpFirst.getByRole('heading')).toContainText('烏龍');
    await expect(jpFirst.getByTestId('product-price')).toContainText('¥');

    await page.goto(`/zh/search?q=${encodeURIComponent('乌龙')}`);
    const zhFirst = page.getByTestId('search-products').getByTestId('product-card').first();
    await expect(zhFirst.getByRole('heading')).toContainText('烏龍');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('「乌龙」的搜尋結果');
  });

  test('no result: a clear message, other terms to try, and a way back to all teas', async ({
    page,
  }) => {
    await page.goto('/search?q=zzqxv');
    const none = page.getByTestId('search-no-results');
    await expect(none).toContainText('No results for “zzqxv”.');
    await expect(none.getByRole('link', { name: 'Browse all teas' })).toBeVisible();
  });

  test('the results are in the server HTML (no scripts needed) and the page is not indexed', async ({
    request,
  }) => {
    const res = await request.get('/search?q=longjing');
    expect(res.status()).toBe(200);
    expect(res.headers()['x-robots-tag']).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain('West Lake Longjing');
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"/);
    const api = await fetch(`${CMS_URL}/api/search?q=longjing&locale=en`);
    expect(api.status).toBe(200);
  });
});

test.describe('the results page', () => {
  test('only its form runs in the browser; another search opens without a page load, with its own heading and title', async ({
    page,
  }) => {
    await page.goto(`/jp/search?q=${encodeURIComponent('烏龍')}`);
    const catalog = page.locator('#area-mf-catalog');
    await expect(catalog).not.toHaveAttribute('data-ssr');
    const islands = await catalog
      .locator('[data-island-root]')
      .evaluateAll((found) => found.map((element) => element.getAttribute('data-island-root')));
    expect(islands).toEqual(['mf-catalog/search-form', 'mf-catalog/search-viewed']);
    await expect(page).toHaveTitle(/「烏龍」/);
    // Set on this document: still there after the next search, so no page was loaded.
    await page.evaluate(() => document.documentElement.setAttribute('data-stayed', ''));

    const field = catalog.getByRole('searchbox', { name: 'お茶と記事を検索' });
    await field.fill('抹茶');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/jp\/search\?q=%E6%8A%B9%E8%8C%B6$/);
    await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('「抹茶」の検索結果');
    await expect(page).toHaveTitle(/「抹茶」/);
    const first = catalog.getByTestId('search-products').getByTestId('product-card').first();
    await expect(first.getByRole('heading')).toContainText('抹茶');
    expect(await dataLayerEvents(page, 'view_search_results')).toEqual([
      expect.objectContaining({ search_term: '烏龍' }),
      expect.objectContaining({ search_term: '抹茶' }),
    ]);
    await expect(page.locator('html')).toHaveAttribute('data-stayed', '');

    // Back: the first results again, still in this document.
    await page.goBack();
    await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('「烏龍」の検索結果');
    await expect(catalog.getByRole('searchbox', { name: 'お茶と記事を検索' })).toHaveValue('烏龍');
    await expect(page.locator('html')).toHaveAttribute('data-stayed', '');
  });
});

test.describe('search before the catalogue is there', () => {
  test("a page nobody searches on never downloads the catalogue's search; a search typed before it arrives is handed over", async ({
    page,
  }) => {
    const catalogue = requestsTo(page, '/remotes/mf-catalog/');
    // The catalogue's search is slow to come: the shopper starts in the plain form.
    await page.route('**/remotes/mf-catalog/__federation_expose_HeaderSearch*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openUntilQuiet(page, '/', 'mf-content');
    expect(catalogue).toEqual([]);

    await searchControl(page, 'Search').click();
    const plain = page.getByRole('searchbox', { name: 'Search teas and articles' });
    await page.keyboard.type('longj'); // the open form's field has the focus
    await expect(plain).toHaveValue('longj'); // still the plain form
    await page.keyboard.type('ing');
    const box = page.getByTestId('search-panel').getByRole('combobox');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('longjing');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(
      'West Lake Longjing',
    );
  });
});

test.describe('search without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("the header's plain search form opens the results page in the page's language", async ({
    page,
  }) => {
    await page.goto('/jp/products');
    const header = page.locator('header[data-boundary="shell"]');
    await header.locator('summary[aria-label="検索"]').click();
    const form = header.getByRole('search');
    await form.getByRole('searchbox', { name: 'お茶と記事を検索' }).fill('ウーロン');
    await form.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(/\/jp\/search\?q=%E3%82%A6%E3%83%BC%E3%83%AD%E3%83%B3$/);
    const first = page.getByTestId('search-products').getByTestId('product-card').first();
    await expect(first.getByRole('heading')).toContainText('烏龍');
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the search opens over the whole screen and closes back to the header', async ({ page }) => {
    await page.goto('/jp');
    const button = searchControl(page, '検索');
    await button.tap();
    const panel = page.getByTestId('search-panel');
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).toEqual(expect.objectContaining({ x: 0, y: 0, width: 390, height: 844 }));
    await page.getByTestId('search-panel').getByRole('combobox').fill('抹茶');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: '検索を閉じる' }).tap();
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});
