/** @jest-environment node */
import { createAreaServer } from '@teashop/runtime/server';
import translations from '../../i18n/all';
import { routes } from '../../routes';

const server = createAreaServer({ name: 'mf-catalog', translations, routes });

const request = {
  url: '/search?q=oolong',
  locale: 'en' as const,
  config: { cmsUrl: 'http://cms.test', authCookieName: 'jwt', remotes: {} },
  cmsApiUrl: 'http://cms.test',
  timeoutMs: 5_000,
};

let searchStatus: number;
beforeEach(() => {
  searchStatus = 200;
  global.fetch = jest.fn(async () => {
    if (searchStatus !== 200) return new Response('{}', { status: searchStatus });
    const body = {
      data: {
        products: [
          {
            documentId: 'p1',
            slug: 'dong-ding',
            name: 'Dong Ding Oolong',
            price: 24,
            currency: 'USD',
            thumbnailImage: null,
          },
        ],
        articles: [],
      },
      meta: {
        products: { total: 1, page: 1, pageSize: 12 },
        articles: { total: 0, page: 1, pageSize: 12 },
        suggestions: [],
      },
    };
    return new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
});

/** The islands of the page's HTML, by name. */
const islands = (html: string) =>
  [...html.matchAll(/data-island-root="([^"]+)"/g)].map((match) => match[1]);

async function render() {
  const page = await (server.page as NonNullable<typeof server.page>)(request);
  return server.render({ ...request, state: page.state });
}

describe('server rendering of search results', () => {
  it('sends the results as static HTML; its form and analytics event are islands', async () => {
    const { html } = await render();
    expect(islands(html)).toEqual(['mf-catalog/search-form', 'mf-catalog/search-viewed']);
    // The form's island holds the form alone; the analytics one holds nothing. The results follow,
    // outside both: they are never hydrated.
    expect(html).toMatch(
      /data-island-root="mf-catalog\/search-form"[^>]*><form[^]*?<\/form><\/div>/,
    );
    const viewed = /data-island-root="mf-catalog\/search-viewed"[^>]*><\/div>/.exec(html);
    expect(viewed).not.toBeNull();
    expect(html.indexOf('Dong Ding Oolong')).toBeGreaterThan(viewed?.index ?? Infinity);
    expect(html).toContain('href="/products/dong-ding"');
  });

  it('leaves results it could not load to an island that loads them in the browser', async () => {
    searchStatus = 503;
    const { html } = await render();
    expect(islands(html)).toEqual(['mf-catalog/search-form', 'mf-catalog/search-results']);
    expect(html).toContain(
      'data-island-props="{&quot;term&quot;:&quot;oolong&quot;,&quot;page&quot;:1}"',
    );
  });
});
