import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { borrowCors, root, startShop, type ShopServer } from './shopServer';
import { apiLogin, CMS_URL, DEMO, LOCALES, signInBrowser } from './support';
import { cmsApi } from './accounts';

/*
 * The shop server renders the header, footer and open pages to HTML, and the browser hydrates
 * them: without scripts the content is there, with scripts nothing is drawn twice.
 */

const CONTENT_LOCALE = { en: 'en', zh: 'zh-Hant', jp: 'ja-JP' } as const;
const PRICE = { en: 'US$', zh: 'NT$', jp: '¥' } as const;

async function newestArticle(locale: keyof typeof CONTENT_LOCALE) {
  const { data } = await cmsApi<{ data: { title: string; slug: string }[] }>(
    `/articles?locale=${CONTENT_LOCALE[locale]}&fields[0]=title&fields[1]=slug&sort[0]=publishDate:desc&pagination[pageSize]=1`,
  );
  return data.data[0]!;
}

async function longjing(locale: keyof typeof CONTENT_LOCALE) {
  const { data } = await cmsApi<{ data: { name: string; price: number }[] }>(
    `/products?locale=${CONTENT_LOCALE[locale]}&fields[0]=name&fields[1]=price&filters[slug][$eq]=longjing`,
  );
  return data.data[0]!;
}

/** Console errors and warnings, page errors, and the content API calls the page makes. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    // the content API, whether the page calls it on the shop's origin or the cms's
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  return { problems, apiCalls };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, prefix, shop } of LOCALES) {
    test(`product list, product and article show their content and header (${locale})`, async ({
      page,
    }) => {
      const tea = await longjing(locale);
      await page.goto(`${prefix}/products`);
      await expect(page.getByRole('banner').getByRole('link', { name: shop })).toBeVisible();
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(12);
      await expect(cards.first().getByRole('heading')).not.toBeEmpty();
      await expect(cards.first()).toContainText(PRICE[locale]);
      const picture = page.getByTestId('product-grid').locator('img').first();
      await expect(picture).toHaveAttribute('srcset', /\d+w/);
      await expect(picture).toHaveAttribute('sizes', /.+/);
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.goto(`${prefix}/products/longjing`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tea.name);
      const area = (await page.locator('[data-boundary="mf-catalog"]').textContent()) ?? '';
      expect(area.replace(/[,\s]/g, '')).toContain(String(Math.trunc(tea.price)));

      const article = await newestArticle(locale);
      await page.goto(`${prefix}/news/${article.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.locator('[data-boundary="mf-content"] article')).not.toBeEmpty();
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
});

const OPEN_PAGES = [
  '/',
  '/about',
  '/contact',
  '/copyright',
  '/faq',
  '/products',
  '/products/longjing',
  '/category/green',
  '/collection/taiwan-high-mountain',
  '/news',
  '/login',
  '/signup',
  '/forgot-password',
];
/** Pages whose title is a fixed text of their area (the others take it from their content). */
const FIXED_TITLES = [
  '/',
  '/contact',
  '/products',
  '/news',
  '/login',
  '/signup',
  '/forgot-password',
];

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

test.describe('hydration', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`open pages hydrate without errors and without asking again for their data (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const article = await newestArticle(locale);
      for (const pagePath of [...OPEN_PAGES, `/news/${article.slug}`]) {
        const seen = watch(page);
        const response = await page.goto(`${prefix}${pagePath}`);
        expect(response?.status(), pagePath).toBe(200);
        const html = (await response?.text()) ?? '';
        expect(html, `${pagePath}: server HTML has the header`).toMatch(
          /<div id="shell-header" data-ssr="true"><header/,
        );
        expect(html, `${pagePath}: server HTML has the page`).toMatch(
          /<div id="area-mf-[a-z-]+" data-ssr="true">(<link [^>]*>)*<div data-boundary/,
        );
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(seen.problems, `${prefix}${pagePath}`).toEqual([]);
        // Header, footer and page data came with the HTML: nothing is fetched twice.
        expect(seen.apiCalls, pagePath).toEqual([]);
        // Every page has its own title in the server's HTML, the one the browser shows.
        const serverTitle = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
        expect(serverTitle, `${prefix}${pagePath}: title of its own`).toContain(' | ');
        if (FIXED_TITLES.includes(pagePath)) {
          expect(serverTitle, `${prefix}${pagePath}`).toBe(await page.title());
        }
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
        page.removeAllListeners('request');
      }
    });
  }

  test("the page names its area's code up front, each file downloads once, and no manifest is read", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto('/products/longjing');
    const html = (await response?.text()) ?? '';
    const named = [
      ...html.matchAll(/<link rel="preload" as="(?:fetch|script)" href="([^"]+)"/g),
    ].map((m) => m[1] as string);
    // The remote's entry and its page module: no discovery one file after the other.
    expect(named).toContain('/remotes/mf-catalog/remoteEntry.js');
    expect(named.filter((href) => /__federation_expose_spa\./.test(href))).toHaveLength(1);
    // Once the area is live (the update check's own look at the manifests comes later, when idle),
    // a hint the runtime's request did not match would show as a second download.
    await expect(page.locator('#area-mf-catalog:not([data-ssr])')).toBeAttached();
    const beforeIdle = [...requested];
    // The shop server read the manifests: the browser loads the remotes by their entries.
    expect(beforeIdle.filter((path) => path.endsWith('/mf-manifest.json'))).toEqual([]);
    for (const href of named) {
      expect(
        beforeIdle.filter((path) => path === href),
        href,
      ).toHaveLength(1);
    }
  });

  test('after hydration the shop navigates in the page as before', async ({ page }) => {
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const card = page.getByTestId('product-grid').getByRole('link').first();
    const name = (await card.textContent()) ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      name.split('\n')[0]!.trim().slice(0, 10),
    );
    await page.getByRole('banner').getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("a member's page: their name in the server's HTML (never their token), not stored, hydrated without problems", async ({
    page,
    request,
    baseURL,
  }) => {
    const jwt = await apiLogin(DEMO.email, DEMO.password);
    const answer = await request.get('/products', { headers: { Cookie: `teashop_jwt=${jwt}` } });
    const html = await answer.text();
    expect(html).not.toContain('Log in');
    expect(html).toMatch(/Member menu/);
    expect(html).not.toContain(jwt);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await signInBrowser(page, jwt, baseURL);
    const seen = watch(page);
    await page.goto('/products');
    await expect(
      page.getByRole('banner').getByRole('button', { name: /Member menu/ }),
    ).toBeVisible();
    expect(seen.problems).toEqual([]);
  });
});

test.describe('degradation', () => {
  let server: ShopServer | undefined;
  const dists: string[] = [];
  const port = 3107;

  /** A copy of a remote's build, changed by `change`. */
  function changedBuild(remote: string, change: (dist: string) => void): string {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), `${remote}-`));
    fs.cpSync(path.join(root, remote, 'dist'), dist, { recursive: true });
    change(dist);
    dists.push(dist);
    return dist;
  }

  test.beforeAll(async () => {
    // The catalogue's server container renders by throwing; the content area has no server
    // container at all. Both areas are rendered in the browser instead.
    const catalog = changedBuild('mf-catalog', (dist) =>
      fs.writeFileSync(
        path.join(dist, 'server', 'remoteEntry.js'),
        `module.exports = {
          init: () => undefined,
          get: async () => () => ({
            render: async () => { throw new Error('catalogue server code failed'); },
          }),
        };`,
      ),
    );
    const content = changedBuild('mf-content', (dist) =>
      fs.rmSync(path.join(dist, 'server'), { recursive: true }),
    );
    server = await startShop(port, { MF_CATALOG_DIST: catalog, MF_CONTENT_DIST: content });
  });

  test.afterAll(() => {
    server?.stop();
    for (const dist of dists) fs.rmSync(dist, { recursive: true, force: true });
  });

  test('a remote whose server code throws still gives a working page with status 200', async ({
    page,
  }) => {
    const base = `http://localhost:${port}`;
    await borrowCors(page, base);
    const response = await page.goto(`${base}/products`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<div id="area-mf-catalog"></div>');
    expect(html).toMatch(/<div id="shell-header" data-ssr="true">/);
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    await page.getByTestId('product-card').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a remote without a server container still gives a working page with status 200', async ({
    page,
  }) => {
    const base = `http://localhost:${port}`;
    await borrowCors(page, base);
    const response = await page.goto(`${base}/news`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<div id="area-mf-content"></div>');
    expect(html).toMatch(/<div id="shell-header" data-ssr="true">/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    const article = await newestArticle('en');
    await expect(page.getByRole('link', { name: article.title }).first()).toBeVisible();
  });
});

test.describe('content backend out of reach of the shop server', () => {
  let server: ShopServer | undefined;
  const port = 3108;
  test.beforeAll(async () => {
    // Nothing listens on port 9: every server-side read of the cms fails at once. The browser
    // reaches the cms on its own public origin here (through the shop it could not either).
    server = await startShop(port, {
      CMS_INTERNAL_URL: 'http://127.0.0.1:9',
      PUBLIC_CMS_URL: CMS_URL,
    });
  });
  test.afterAll(() => server?.stop());

  test('pages answer 200 with skeletons, and the browser loads the content', async ({ page }) => {
    const base = `http://localhost:${port}`;
    await borrowCors(page, base);
    const response = await page.goto(`${base}/products`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<div id="shell-header" data-ssr="true"><header/);
    expect(html).toMatch(/<div id="area-mf-catalog" data-ssr="true">/);
    expect(html).not.toContain('data-testid="product-card"');
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    await expect(page.getByRole('banner').getByRole('link', { name: 'News' })).toBeVisible();
  });
});
