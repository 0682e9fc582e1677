import { expect, test, type Page } from '@playwright/test';
import { asEditor, editorToken } from './editor';
import { cmsApi } from './accounts';
import { LOCALES } from './support';
import { requireStandIn } from '../support/standIns';

/*
 * Not-found pages and the header announcement come with the server's HTML: without scripts they
 * are there (404 status, language, title, noindex), with scripts they hydrate without errors.
 */

const NOT_FOUND = {
  en: { title: '404 - Page Not Found', home: 'Back to home' },
  zh: { title: '404 - 找不到頁面', home: '回到首頁' },
  jp: { title: '404 - ページが見つかりません', home: 'ホームに戻る' },
} as const;
/** A phrase of each locale's seeded announcement. */
const ANNOUNCEMENT = {
  en: 'Free shipping on orders over',
  zh: '即享免運費',
  jp: '送料無料',
} as const;

/**
 * Console errors and warnings, page errors, and the content API calls the page makes. The browser
 * reports the page's own 404 status on the console; that one is the point, not a problem.
 */
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const ownStatus =
      message.location().url === page.url() && message.text().includes('status of 404');
    if (!ownStatus) problems.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    // the content API, on the shop's origin or the cms's
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  return { problems, apiCalls };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, prefix, lang, shop } of LOCALES) {
    const text = NOT_FOUND[locale];

    test(`an unknown path shows the not-found page in the 404 answer (${locale})`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/no-such-page`);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`${text.title} | ${shop}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      const home = page.locator('[data-error="404"]').getByRole('link', { name: text.home });
      await expect(home).toHaveAttribute('href', prefix || '/');
      await expect(page.getByRole('banner').getByRole('link', { name: shop })).toBeVisible();
      await expect(page.getByTestId('announcement')).toContainText(ANNOUNCEMENT[locale]);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test(`a product that does not exist shows the not-found page in the 404 answer (${locale})`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/products/no-such-tea`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`${text.title} | ${shop}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // the shell's own not-found page: the product's area is not rendered at all
      await expect(page.locator('#shell-page [data-error="404"] h1')).toHaveText(text.title);
      await expect(page.locator('#area-mf-catalog')).toBeEmpty();
      await expect(page.getByRole('banner').getByRole('link', { name: shop })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the announcement is in the server HTML on every page, sanitised', async ({
    page,
    request,
  }) => {
    for (const { locale, prefix } of LOCALES) {
      await page.goto(`${prefix}/faq`);
      await expect(page.getByTestId('announcement')).toContainText(ANNOUNCEMENT[locale]);
    }
    requireStandIn(await editorToken(), 'editorAccount');
    const { data } = await cmsApi<{
      data: { enableHeaderNotification?: boolean; headerNotificationText?: string } | null;
    }>('/header?locale=en');
    const before = data.data;
    const publish = (fields: Record<string, unknown>) =>
      asEditor('/content-manager/single-types/api::header.header/actions/publish?locale=en', {
        body: fields,
      });
    try {
      const saved = await publish({
        enableHeaderNotification: true,
        headerNotificationText:
          '<p>Server <strong>announcement</strong><script>window.__xss=1</script>' +
          '<img src=x onerror="window.__xss=2"> <a href="https://example.org/tea">tea</a>' +
          ' <a href="/faq">faq</a> <a href="javascript:alert(1)">bad</a></p>',
      });
      expect(saved.status).toBe(200);
      const html = await (await request.get('/about')).text();
      const banner = /data-testid="announcement">(.*?)<\/div>/.exec(html)?.[1] ?? '';
      expect(banner).toContain('Server <strong>announcement</strong>');
      expect(banner).toContain(
        '<a href="https://example.org/tea" target="_blank" rel="noopener noreferrer">tea</a>',
      );
      expect(banner).toContain('<a href="/faq">faq</a>');
      expect(banner).not.toMatch(/script|onerror|javascript:/);
      await page.goto('/about');
      await expect(page.getByTestId('announcement')).toContainText('Server announcement');
      await expect(
        page.getByTestId('announcement').getByRole('link', { name: 'faq' }),
      ).toBeVisible();
    } finally {
      await publish({
        enableHeaderNotification: before?.enableHeaderNotification ?? false,
        headerNotificationText: before?.headerNotificationText ?? '',
      });
    }
  });
});

test.describe('hydration', () => {
  for (const path of [
    '/zh/no-such-page',
    '/jp/products/no-such-tea',
    '/news/no-such-article',
    '/zh/category/no-such-category',
  ]) {
    test(`a not-found page hydrates without errors and without asking again for its data (${path})`, async ({
      page,
    }) => {
      const seen = watch(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<div id="shell-header" data-ssr="true"><header/);
      expect(html).toMatch(/data-testid="announcement"><p>/);
      expect(html).toMatch(/<div id="shell-page" data-ssr="true"><section[^>]*data-error="404"/);
      // as the browser reads it ('Leaf &amp; Kettle Tea' in the HTML)
      const serverTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-ssr]')).toHaveCount(0);
      await expect(page.locator('[data-error="404"]')).toHaveCount(1);
      await expect(page.getByTestId('announcement')).not.toBeEmpty();
      expect(await page.title()).toBe(serverTitle);
      await expect(page.locator('#shell-page [data-error="404"]')).toHaveCount(1);
      await expect(page.locator('[data-boundary^="mf-"]')).toHaveCount(0);
      expect(seen.problems).toEqual([]);
      expect(seen.apiCalls).toEqual([]);
    });
  }

  test("a missing product's page is the shell's until the shopper moves on", async ({ page }) => {
    await page.goto('/products/no-such-tea');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-boundary="mf-catalog"]')).toHaveCount(0);
    await page.locator('[data-error="404"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-error="404"]')).toHaveCount(0);
    await expect(page.locator('[data-boundary="mf-content"]')).not.toHaveCount(0);
    // back to the missing product in the page: its area answers, with one not-found page
    await page.goBack();
    await expect(page).toHaveURL(/\/products\/no-such-tea$/);
    await expect(page.locator('[data-boundary="mf-catalog"] [data-error="404"]')).toHaveCount(1);
    await expect(page.locator('[data-error="404"]')).toHaveCount(1);
    await expect(page.locator('#shell-page')).toBeEmpty();
  });

  test('from a not-found page the shop navigates in the page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.waitForLoadState('networkidle');
    await page.locator('[data-error="404"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-error="404"]')).toHaveCount(0);
  });
});
