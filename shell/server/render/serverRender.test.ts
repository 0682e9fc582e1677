/**
 * @jest-environment node
 */
import type { Response } from 'express';
import { matchRoute, setRuntimeConfig } from '@teashop/contracts';
import type { AreaRenderer } from '@teashop/runtime/server';
import { sendServerRendered } from './serverRender';
import { fakeResponse } from '../testing/fakeResponse';
import type { RenderedPage } from './renderCache';
import { NO_SHOPPER } from './shopperSummary';

const PAGE =
  '<html><head></head><body><div id="shell-header"></div><main><div id="area-mf-catalog"></div></main><div id="shell-footer"></div><div id="shell-root"></div></body></html>';

/** Renders /products/sencha with `render` for its area; what `onRendered` was told, and the body. */
async function renderWith(
  render: AreaRenderer | null,
  member = false,
  visitorCart: number | null = null,
  pathname = '/products/sencha',
) {
  const page = fakeResponse();
  const match = matchRoute(pathname);
  if (!match) throw new Error('no route');
  const reported: RenderedPage[] = [];
  await sendServerRendered(
    page.res,
    { html: PAGE, match, pathname, search: '', status: 200 },
    {
      config: { cmsUrl: 'http://cms', authCookieName: 'jwt', remotes: {} },
      cmsApiUrl: 'http://cms',
      timeoutMs: 2000,
      nonce: 'page-nonce-1234',
      shellStyles: [],
      shopper: member
        ? { ...NO_SHOPPER, member: { name: 'Mei', cartCount: 0 } }
        : { ...NO_SHOPPER, visitorCartCount: visitorCart },
      remoteBundle: async () => ({
        render,
        meta: null,
        stylesheets: [],
        strings: {
          en: '/remotes/mf-catalog/i18n-en.1a.js',
          zh: '/remotes/mf-catalog/i18n-zh.2b.js',
          jp: '/remotes/mf-catalog/i18n-jp.3c.js',
        },
      }),
      onRendered: (rendered) => reported.push(rendered),
      log: () => undefined,
    },
  );
  expect(reported).toHaveLength(1);
  return { report: reported[0]!, body: page.body() };
}

describe('sendServerRendered reports the page it sent', () => {
  beforeAll(() => {
    setRuntimeConfig({ cmsUrl: 'http://cms', cmsApiUrl: 'http://cms' });
    global.fetch = (async () =>
      new Response(JSON.stringify({ data: null }), { status: 200 })) as unknown as typeof fetch;
  });

  test('the whole document as sent, complete when every part rendered', async () => {
    const { report, body } = await renderWith(async () => ({ html: '<h1>Sencha</h1>', data: {} }));
    expect(report.html).toBe(body);
    expect(report.complete).toBe(true);
    expect(report.status).toBe(200);
    expect(report.member).toBe(false);
    expect(report.cacheControl).toBe('no-cache');
  });

  test('not complete when the area is left to the browser', async () => {
    const failing: AreaRenderer = async () => {
      throw new Error('took too long');
    };
    expect((await renderWith(failing)).report.complete).toBe(false);
    expect((await renderWith(null)).report.complete).toBe(false);
  });

  test("a page rendered with a visitor's cart count is theirs too", async () => {
    const { report } = await renderWith(async () => ({ html: '<p>tea</p>', data: {} }), false, 2);
    expect(report.member).toBe(true);
  });

  test("preloads the area's strings in the page's language only", async () => {
    const { body } = await renderWith(
      async () => ({ html: '<h1>煎茶</h1>', data: {} }),
      false,
      null,
      '/jp/products/sencha',
    );
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-catalog/i18n-jp.3c.js" fetchpriority="low" />',
    );
    expect(body).not.toMatch(/i18n-(en|zh)/);
  });

  test('a page rendered for a member says so', async () => {
    const { report } = await renderWith(async () => ({ html: '<h1>Sencha</h1>', data: {} }), true);
    expect(report.member).toBe(true);
  });
});
