import { expect, test } from '@playwright/test';
import { recordCspViolations } from './fixtures';
import { LOCALES } from './support';

/*
 * Every page of the shop answers with a Content-Security-Policy and the other protective headers;
 * the policy is enforced (an injected inline script does not run, the shop cannot be framed) and
 * violations are reported to the shop server.
 */

const PAGES = [
  '/',
  '/products',
  '/products/longjing',
  '/category/green',
  '/collection/taiwan-high-mountain',
  '/news',
  '/about',
  '/contact',
  '/faq',
  '/copyright',
  '/login',
  '/signup',
  '/forgot-password',
  '/cart',
  '/checkout',
  '/member/account',
  '/complete',
  '/no-such-page',
];

test('every page answers with the CSP and the other protective headers', async ({ request }) => {
  for (const { prefix } of LOCALES) {
    for (const page of PAGES) {
      const path = `${prefix}${page === '/' && prefix ? '' : page}` || '/';
      const answer = await request.get(path);
      expect([200, 404], path).toContain(answer.status());
      expect(answer.headers()['content-type'], path).toContain('text/html');
      const headers = answer.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      expect(csp, path).toMatch(/script-src 'self'[^;]*/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['permissions-policy'], path).toContain('payment=(self');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  }
});

test('the files of a page carry nosniff and their cache headers, not the page policy', async ({
  request,
}) => {
  const html = await (await request.get('/products')).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const headers = (await request.get(file)).headers();
    expect([file, headers['x-content-type-options']]).toEqual([file, 'nosniff']);
    expect([file, headers['content-security-policy']]).toEqual([file, undefined]);
    expect([file, headers['permissions-policy']]).toEqual([file, undefined]);
  }
});

test('an injected inline script does not run, and the violation is reported', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/csp-report')) reports.push(request.postData() ?? '');
  });
  await page.goto('/products');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeFalsy();
  expect(violations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline' });
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toContain('script-src-elem');
});

test('the shop cannot be framed by another site', async ({ page, baseURL }) => {
  await page.setContent(`<iframe id="shop" src="${baseURL}/checkout"></iframe>`);
  await expect
    .poll(
      () =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame())
          ?.url() ?? '',
    )
    .toMatch(/^chrome-error:/);
  // nothing of the shop was drawn in the frame (it shows the browser's own error page)
  await expect(page.frameLocator('#shop').locator('#shell-header')).toHaveCount(0);
});

test('the report endpoint takes reports and refuses oversized ones', async ({ request }) => {
  const report = {
    'csp-report': {
      'document-uri': 'http://localhost:3000/',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'inline',
    },
  };
  const taken = await request.post('/csp-report', {
    headers: { 'content-type': 'application/csp-report' },
    data: JSON.stringify(report),
  });
  expect(taken.status()).toBe(204);
  const oversized = await request.post('/csp-report', {
    headers: { 'content-type': 'application/csp-report' },
    data: JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } }),
  });
  expect(oversized.status()).toBe(413);
});
