import { expect, test, waitForHydration } from './fixtures';

/*
 * First-load weight in a real browser: the largest paint is something the server's HTML already
 * has (so it waits for no script); the JavaScript requested before that paint is the shell's entry
 * alone, within 30 KiB (24.8 KiB measured: the shell starts the rest, and adopts the hints for the
 * area's code, once the picture has painted), and all the JavaScript the page
 * downloads by network idle, other areas' included (their islands on the page, preloads of the
 * remotes behind its links), within 162 KiB (pages of islands: no router, no page code), and
 * 172 KiB with the cart team's island. Bytes as sent: the build's brotli copies.
 * Bytes and structure, not timings: those are `npm run perf`'s.
 */

const BEFORE_PAINT_KIB = 30;
// Measured 150.8 KiB on / and 156.0 KiB on /products, pages of islands (no router, no page code).
const BUDGET_KIB = 162;
const PAGES = [
  { path: '/', remote: 'mf-content', budget: BUDGET_KIB },
  { path: '/products', remote: 'mf-catalog', budget: BUDGET_KIB },
  // The cart team's add-to-cart island comes with its container's entry (4.6 KiB), its code
  // (2.1 KiB) and its strings (1.9 KiB): 164.7 KiB measured.
  { path: '/products/longjing', remote: 'mf-catalog', budget: BUDGET_KIB + 10 },
];

for (const { path, remote, budget } of PAGES) {
  test(`${path}: the largest paint is in the server HTML; JavaScript within ${BEFORE_PAINT_KIB} KiB before it and ${budget} KiB in all`, async ({
    browser,
    request,
  }) => {
    // A first visit warms the servers (rendering, pictures): the measured one is the steady state.
    const warmUp = await browser.newContext();
    await (await warmUp.newPage()).goto(path, { waitUntil: 'networkidle' });
    await warmUp.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, { path: string; bytes: number }>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') {
        scripts.set(event.requestId, { path: new URL(event.response.url).pathname, bytes: 0 });
      }
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.bytes = event.encodedDataLength;
    });

    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');

    const largest = await page.evaluate(
      () =>
        new Promise<{
          tag: string;
          src: string;
          text: string;
          scriptsBefore: string[];
          timeline: string;
        }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            const last = entries.at(-1);
            const element = last?.element;
            const scriptsBefore = performance
              .getEntriesByType('resource')
              .filter((r) => new URL(r.name).pathname.endsWith('.js'))
              .filter((r) => r.startTime < (last?.startTime ?? 0))
              .map((r) => new URL(r.name).pathname);
            const start = performance.getEntriesByName('shell:start')[0] as
              PerformanceMark | undefined;
            const timeline = [
              ...entries.map(
                (e) => `${Math.round(e.startTime)} ms: largest paint ${e.element?.tagName}`,
              ),
              `${Math.round(start?.startTime ?? -1)} ms: shell start (${JSON.stringify(start?.detail)})`,
            ].join('\n');
            resolve({
              timeline,
              tag: element?.tagName ?? '',
              src: element?.getAttribute('src') ?? '',
              text: (element?.textContent ?? '').trim().slice(0, 40),
              scriptsBefore,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const html = await (await request.get(path)).text();
    expect(largest.tag, 'largest paint found').not.toBe('');
    if (largest.tag === 'IMG') {
      const img = html.match(
        new RegExp(`<img[^>]*src="${largest.src.replace(/[.?]/g, '\\$&')}"[^>]*>`),
      );
      expect(img?.[0], `${largest.src} in the server HTML`).toBeTruthy();
      expect(img?.[0]).toMatch(/fetchPriority="high"/i);
    } else {
      expect(html).toContain(largest.text);
    }

    const all = [...scripts.values()].sort((a, b) => b.bytes - a.bytes);
    const isOtherRemote = (s: { path: string }) =>
      s.path.startsWith('/remotes/') && !s.path.startsWith(`/remotes/${remote}/`);
    const isBeforePaint = (s: { path: string }) => largest.scriptsBefore.includes(s.path);
    const kib = (list: { bytes: number }[]) => list.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    const beforePaint = all.filter(isBeforePaint);
    const own = all.filter((s) => !isOtherRemote(s));
    const listing = all
      .map(
        (s) =>
          `${(s.bytes / 1024).toFixed(1)} KiB ${s.path}${isOtherRemote(s) ? " (another area's)" : ''}${isBeforePaint(s) ? ' (before the largest paint)' : ''}`,
      )
      .join('\n');
    test.info().annotations.push({
      type: 'javascript',
      description: `${kib(beforePaint).toFixed(1)} KiB before the largest paint, ${kib(own).toFixed(1)} KiB for the page, ${kib(all).toFixed(1)} KiB with idle preloads\n${listing}\n${largest.timeline}`,
    });
    expect(beforePaint.length, 'the shell entry starts before the paint').toBeGreaterThan(0);
    expect(
      kib(beforePaint),
      `JavaScript before the largest paint of ${path}:\n${listing}\n${largest.timeline}`,
    ).toBeLessThanOrEqual(BEFORE_PAINT_KIB);
    expect(kib(all), `JavaScript of ${path} by network idle:\n${listing}`).toBeLessThanOrEqual(
      budget,
    );
    await context.close();
  });
}

test("the area's code and other teams' islands' code are fetched once the first view has painted", async ({
  page,
}) => {
  await page.goto('/products/longjing');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const { start, remotes } = await page.evaluate(() => ({
    start: performance.getEntriesByName('shell:start')[0]?.startTime ?? -1,
    remotes: performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.startsWith('/remotes/'))
      .map((r) => ({ path: new URL(r.name).pathname, startTime: r.startTime })),
  }));
  expect(start).toBeGreaterThan(0);
  expect(remotes.map((r) => r.path)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/remotes\/mf-catalog\/remoteEntry\.js$/),
      expect.stringMatching(/^\/remotes\/mf-cart-checkout\/remoteEntry\.js$/),
    ]),
  );
  expect(remotes.filter((r) => r.startTime < start)).toEqual([]);
});

test('single-spa comes with the first link followed, not with the page; areas then change as before', async ({
  page,
}) => {
  const shopPage = page.locator('#area-mf-catalog');
  await page.goto('/products/longjing');
  await expect(shopPage).not.toHaveAttribute('data-ssr');
  await page.waitForLoadState('networkidle');
  // single-spa marks the page it runs on (`singleSpaNavigate`) as soon as its code is evaluated.
  expect(await page.evaluate(() => 'singleSpaNavigate' in window)).toBe(false);

  await page.getByRole('banner').getByRole('link', { name: 'Leaf & Kettle Tea' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#area-mf-content h1')).toBeVisible();
  await expect(shopPage).toBeEmpty();
  expect(await page.evaluate(() => 'singleSpaNavigate' in window)).toBe(true);

  await page.goBack();
  await expect(shopPage.getByRole('heading', { level: 1 })).toHaveText('West Lake Longjing');
  await expect(page.locator('#area-mf-content')).toBeEmpty();
});

/** The scripts the page has downloaded, by path. */
const scriptPaths = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => new URL(r.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
const isRouter = (path: string) => /^\/router\.[0-9a-f]+\.js$/.test(path);

test("pages of islands come without the router, a list's filters too; it comes when an area renders as a whole", async ({
  page,
}) => {
  const catalog = page.locator('#area-mf-catalog');
  const routerLoaded = async () => (await scriptPaths(page)).filter(isRouter).length > 0;
  const islandPages = [
    '/',
    '/news/autumn-roasting-season',
    '/jp/products/longjing',
    '/search?q=oolong',
    '/products',
  ];
  for (const path of islandPages) {
    await page.goto(path);
    await expect(page.locator('[data-ssr="true"][id^="area-"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await routerLoaded(), path).toBe(false);
  }

  // The list is an island that follows the address: a filter, then back, without the router.
  const evening = catalog.getByRole('checkbox', { name: 'Evening-safe' });
  const count = catalog.getByTestId('product-count');
  const all = await count.textContent();
  await evening.check();
  await expect(page).toHaveURL(/\/products\?evening=1$/);
  await expect(count).toHaveText(/^Showing \d+ of \d+$/);
  await expect(count).not.toHaveText(all ?? '');
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(evening).not.toBeChecked();
  await expect(count).toHaveText(all ?? '');
  expect(await routerLoaded()).toBe(false);

  // A card (a link of the shop): the product page renders in the browser, with the router.
  await catalog.getByRole('link', { name: /West Lake Longjing/ }).click();
  await expect(page).toHaveURL(/\/products\/longjing$/);
  await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('West Lake Longjing');
  expect(await routerLoaded()).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(catalog.getByTestId('product-card').first()).toBeVisible();
});
