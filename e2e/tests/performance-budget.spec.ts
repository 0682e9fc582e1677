import { expect, test } from './fixtures';

/*
 * First-load weight in a real browser: the largest paint is something the server's HTML already
 * has (so it waits for no script), and the JavaScript a page needs (the shell and the page's own
 * remote) stays within budget. Remotes behind visible links are preloaded once the page is idle;
 * they are reported, not budgeted. Bytes and structure, not timings: those are `npm run perf`'s.
 */

const BUDGET_KIB = 300;
const PAGES = [
  { path: '/', remote: 'mf-content' },
  { path: '/products', remote: 'mf-catalog' },
  { path: '/products/longjing', remote: 'mf-catalog' },
];

for (const { path, remote } of PAGES) {
  test(`${path}: the largest paint is in the server HTML; its JavaScript within ${BUDGET_KIB} KiB`, async ({
    browser,
    request,
  }) => {
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
        new Promise<{ tag: string; src: string; text: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            const element = entries.at(-1)?.element;
            resolve({
              tag: element?.tagName ?? '',
              src: element?.getAttribute('src') ?? '',
              text: (element?.textContent ?? '').trim().slice(0, 40),
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
    const kib = (list: { bytes: number }[]) => list.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    const own = all.filter((s) => !isOtherRemote(s));
    const listing = all
      .map(
        (s) =>
          `${(s.bytes / 1024).toFixed(1)} KiB ${s.path}${isOtherRemote(s) ? ' (idle preload)' : ''}`,
      )
      .join('\n');
    test.info().annotations.push({
      type: 'javascript',
      description: `${kib(own).toFixed(1)} KiB for the page, ${kib(all).toFixed(1)} KiB with idle preloads\n${listing}`,
    });
    expect(kib(own), `JavaScript of ${path}:\n${listing}`).toBeLessThanOrEqual(BUDGET_KIB);
    await context.close();
  });
}
