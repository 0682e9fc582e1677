/**
 * @jest-environment node
 */
import type { Response } from 'express';
import { stripLocale } from '@teashop/contracts';
import { setRuntimeConfig } from '@teashop/contracts';
import { matchRoute } from '@teashop/contracts';
import { createServerSanitizer } from '@teashop/ui/server';
import type { AreaRenderer } from '@teashop/runtime/server';
import { applyNotFoundHead } from '../pageHead';
import { sendNotFoundPage } from './notFoundRender';
import type { ServerRenderOptions } from './serverRender';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Leaf &amp; Kettle Tea</title></head><body>' +
  '<div id="shell-header"></div><main id="main-content"><div id="shell-page"></div>' +
  '<div id="area-mf-content"></div><div id="area-mf-catalog"></div></main>' +
  '<div id="shell-footer"></div><div id="shell-root"></div>' +
  '</body></html>';

const ANNOUNCEMENT =
  '<p>Free shipping <strong>over NT$1,500</strong><script>window.__xss=1</script>' +
  '<img src=x onerror="window.__xss=2"> <a href="https://example.org/tea">tea</a>' +
  ' <a href="/zh/faq">faq</a> <a href="javascript:alert(1)">bad</a></p>';

const CONTENT: Record<string, unknown> = {
  '/api/header': { enableHeaderNotification: true, headerNotificationText: ANNOUNCEMENT },
  '/api/footer': { copyrightText: '© Leaf & Kettle', footerMenu: [] },
  '/api/site-setting': { multiLanguageEnabled: true },
};

/**
 * Checks what every not-found answer has (status, cache, language, title, noindex, header and
 * footer) and returns its HTML and the not-found page's markup.
 */
function expectNotFoundChrome(
  page: { status(): number; headers: Record<string, string>; body(): string },
  lang: string,
  title: string,
): { html: string; notFoundPage: string } {
  expect(page.status()).toBe(404);
  expect(page.headers['cache-control']).toBe('no-cache');
  const html = page.body();
  expect(html).toContain(`<html lang="${lang}"`);
  expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toMatch(/<div id="shell-header" data-ssr="true"><header/);
  expect(html).toMatch(/<div id="shell-footer" data-ssr="true"><footer/);
  const notFoundPage = /<div id="shell-page" data-ssr="true">(.*?)<\/div>/.exec(html)?.[1] ?? '';
  return { html, notFoundPage };
}

function fakeResponse() {
  const headers: Record<string, string> = {};
  let body = '';
  let status = 200;
  const res = {
    headersSent: false,
    status: (code: number) => {
      status = code;
      return res;
    },
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
      return res;
    },
    type: () => res,
    write: (chunk: string) => {
      res.headersSent = true;
      body += chunk;
      return true;
    },
    end: (chunk?: string) => {
      res.headersSent = true;
      body += chunk ?? '';
    },
    send: (chunk: string) => res.end(chunk),
  };
  return {
    res: res as unknown as Response,
    headers,
    body: () => body,
    status: () => status,
  };
}

const options = (overrides: Partial<ServerRenderOptions> = {}): ServerRenderOptions => ({
  config: { cmsUrl: 'http://cms', authCookieName: 'jwt', remotes: {} },
  cmsApiUrl: 'http://cms',
  timeoutMs: 2000,
  shellStyles: [],
  sanitizeHtml: createServerSanitizer('https://shop.example'),
  remoteBundle: async () => ({ render: null, meta: null, stylesheets: [] }),
  log: () => undefined,
  ...overrides,
});

const withoutData = (html: string) =>
  html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/g, '');

async function notFound(pathname: string, overrides: Partial<ServerRenderOptions> = {}) {
  const page = fakeResponse();
  const match = matchRoute(pathname);
  const { locale } = stripLocale(pathname);
  await sendNotFoundPage(
    page.res,
    { html: applyNotFoundHead(SHELL, locale), match, pathname, search: '' },
    options(overrides),
  );
  return page;
}

describe('the not-found page rendered on the server', () => {
  beforeAll(() => {
    setRuntimeConfig({ cmsUrl: 'http://cms', cmsApiUrl: 'http://cms' });
    global.fetch = (async (url: string) => {
      const data = CONTENT[new URL(url).pathname] ?? null;
      return new Response(JSON.stringify({ data }), { status: data ? 200 : 404 });
    }) as unknown as typeof fetch;
  });

  test.each([
    [
      '/no-such-page',
      'en',
      '404 - Page Not Found',
      'The page you are looking for does not exist.',
      '/',
    ],
    ['/zh/no-such-page', 'zh-Hant', '404 - 找不到頁面', '您要找的頁面不存在。', '/zh'],
    [
      '/jp/no/such/page',
      'ja',
      '404 - ページが見つかりません',
      'お探しのページは存在しません。',
      '/jp',
    ],
  ])(
    '%s: 404 with header, not-found page and footer in its language',
    async (path, lang, title, text, home) => {
      const { notFoundPage } = expectNotFoundChrome(await notFound(path), lang, title);
      expect(notFoundPage).toContain('data-error="404"');
      expect(notFoundPage).toContain(`<h1>${title}</h1>`);
      expect(notFoundPage).toContain(`<p>${text}</p>`);
      expect(notFoundPage).toContain(`href="${home}"`);
    },
  );

  test('the announcement is sanitised in the server HTML and embedded for hydration', async () => {
    const html = (await notFound('/zh/no-such-page')).body();
    const banner = /data-testid="announcement">(.*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(banner).toContain('Free shipping <strong>over NT$1,500</strong>');
    expect(banner).toContain(
      '<a href="https://example.org/tea" target="_blank" rel="noopener noreferrer">tea</a>',
    );
    expect(banner).toContain('<a href="/zh/faq">faq</a>');
    expect(banner).toContain('<a>bad</a>');
    // The embedded data carries the raw text only as JSON (escaped), never as markup.
    expect(withoutData(html)).not.toMatch(/<script>window|onerror|javascript:alert/);
    expect(html).toContain('"sanitized-html",');
  });

  test('without a server sanitiser the announcement keeps its place for the browser', async () => {
    const html = (await notFound('/no-such-page', { sanitizeHtml: undefined })).body();
    expect(html).not.toContain('data-testid="announcement"');
    expect(html).toContain('aria-hidden="true">\u00a0</div>');
    expect(withoutData(html)).not.toContain('Free shipping');
  });

  const MISSING_CONTENT = ['/products/no-such-tea', '/news/no-such-article', '/category/nope'];
  const LOCALE_TEXT = [
    ['', 'en', '404 - Page Not Found', '/'],
    ['/zh', 'zh-Hant', '404 - 找不到頁面', '/zh'],
    ['/jp', 'ja', '404 - ページが見つかりません', '/jp'],
  ] as const;
  test.each(
    MISSING_CONTENT.flatMap((path) =>
      LOCALE_TEXT.map(([prefix, lang, title, home]) => [`${prefix}${path}`, lang, title, home]),
    ),
  )(
    '%s (content that does not exist): the shell answers 404 with its not-found page, no area',
    async (path, lang, title, home) => {
      const render = jest.fn<ReturnType<AreaRenderer>, Parameters<AreaRenderer>>();
      const remoteBundle = jest.fn(async () => ({ render, meta: null, stylesheets: [] }));
      const page = await notFound(path, { remoteBundle });
      const { html, notFoundPage } = expectNotFoundChrome(page, lang, title);
      expect(notFoundPage).toContain(`<h1>${title}</h1>`);
      expect(notFoundPage).toContain(`href="${home}"`);
      expect(html).toContain('<div id="area-mf-content"></div><div id="area-mf-catalog"></div>');
      expect(html).not.toContain('data-boundary="mf-');
      expect(render).not.toHaveBeenCalled();
      expect(remoteBundle).not.toHaveBeenCalled();
      // The browser keeps the area inactive on exactly this path.
      const shellData = /<script type="application\/json" id="ssr-data-shell">(.*?)<\/script>/.exec(
        html,
      )?.[1];
      expect(JSON.parse(shellData ?? '{}')).toMatchObject({ 'server-not-found': path });
    },
  );
});
