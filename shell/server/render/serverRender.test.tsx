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
import type { RemoteBundle } from './remoteBundles';
import { renderToString } from 'react-dom/server';
import { AreaDataProvider, createShopQueryClient, RemoteIsland } from '@teashop/runtime';

const PAGE =
  '<html><head></head><body><div id="shell-header"></div><main><div id="area-mf-catalog"></div></main><div id="shell-footer"></div><div id="shell-root"></div></body></html>';

/** Renders /products/sencha with `render` for its area; what `onRendered` was told, and the body. */
async function renderWith(
  render: AreaRenderer | null,
  member = false,
  visitorCart: number | null = null,
  pathname = '/products/sencha',
  otherBundles: Record<string, Partial<RemoteBundle>> = {},
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
      remoteBundle: async (remote) => ({
        stylesheets: [],
        ...otherBundles[remote],
        render,
        meta: null,
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

  test("hints the area's strings in the page's language only, held back for the shell", async () => {
    const { body } = await renderWith(
      async () => ({ html: '<h1>煎茶</h1>', data: {} }),
      false,
      null,
      '/jp/products/sencha',
    );
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-catalog/i18n-jp.3c.js" fetchpriority="low" /></template>',
    );
    // Inert until the first view has painted: the shell then puts them into the head.
    expect(head).toMatch(/<template data-code-hints>(<link rel="preload"[^>]*\/>)+<\/template>/);
    expect(body).not.toMatch(/i18n-(en|zh)/);
  });

  test('a page rendered for a member says so', async () => {
    const { report } = await renderWith(async () => ({ html: '<h1>Sencha</h1>', data: {} }), true);
    expect(report.member).toBe(true);
  });

  describe("with another team's island on the page", () => {
    const areaWithIsland: AreaRenderer = async () => ({
      html: renderToString(
        <AreaDataProvider server client={createShopQueryClient()}>
          <h1>Sencha</h1>
          <RemoteIsland remote="mf-cart-checkout" name="add-to-cart" props={{ id: 'doc-1' }} />
        </AreaDataProvider>,
      ),
      data: {},
    });

    test("sends the island as its team rendered it, and the team's island styles before the area", async () => {
      const asked: unknown[] = [];
      const { report, body } = await renderWith(
        areaWithIsland,
        false,
        null,
        '/jp/products/sencha',
        {
          'mf-cart-checkout': {
            island: async (request) => {
              asked.push(request);
              return '<form>Add</form>';
            },
            islandStylesheets: [{ href: '/remotes/cc/islands.1.css', css: '.cc_form{gap:12px}' }],
            islandCode: {
              scripts: ['/remotes/cc/remoteEntry.js', '/remotes/cc/islands.2.js'],
              strings: { en: '/remotes/cc/i18n-en.3.js', jp: '/remotes/cc/i18n-jp.4.js' },
            },
          },
        },
      );
      expect(asked).toEqual([
        expect.objectContaining({
          name: 'add-to-cart',
          props: { id: 'doc-1' },
          url: '/jp/products/sencha',
          locale: 'jp',
          nonce: 'page-nonce-1234',
        }),
      ]);
      expect(body).toMatch(
        /data-ssr="true"><div class="ui-island"><form>Add<\/form><\/div><\/div>/,
      );
      const beforeArea = body.slice(0, body.indexOf('<div id="area-mf-catalog"'));
      expect(beforeArea).toContain('<style data-href="islands.1.css">.cc_form{gap:12px}</style>');
      // Its code is hinted beside the area's, in the page's language only.
      for (const file of ['remoteEntry.js', 'islands.2.js', 'i18n-jp.4.js']) {
        expect(beforeArea).toContain(`<link rel="preload" as="script" href="/remotes/cc/${file}"`);
      }
      // The browser loads the remote by its entry: no manifest to fetch.
      expect(body).not.toContain('mf-manifest.json');
      expect(body).not.toContain('i18n-en.3.js');
      expect(report.complete).toBe(true);
    });

    test('leaves it to the browser, and the page out of the cache, when its team cannot render it', async () => {
      const { report, body } = await renderWith(areaWithIsland, false, null, '/products/sencha', {
        'mf-cart-checkout': { island: null },
      });
      expect(body).toMatch(/data-remote-island="mf-cart-checkout:add-to-cart"[^>]*><\/div>/);
      expect(body).not.toContain('<template data-remote-island-content');
      expect(report.complete).toBe(false);
    });
  });
});
